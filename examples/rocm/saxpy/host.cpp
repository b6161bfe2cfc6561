// host.cpp - the host side of examples/rocm/saxpy: loads the code object
// that clrx-cc writes (saxpy.hsaco, code object v5) with HIP's module API and
// runs kernel saxpy on y[i] = a * x[i] + y[i].  Not built here (it needs
// ROCm's HIP):
//   hipcc -o saxpy host.cpp && ./saxpy saxpy.hsaco
// The kernel's arguments, in the order and at the offsets of kernels.s:
// x (const float*, 0), y (float*, 8), a (float, 16), n (unsigned, 20); the
// hidden arguments after them (block counts, group sizes) are filled by the
// runtime from the launch.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

#define CHECK(x) do { hipError_t e = (x); if (e != hipSuccess) { \
    std::fprintf(stderr, "%s: %s\n", #x, hipGetErrorString(e)); return 1; } } while (0)

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "saxpy.hsaco";
    const unsigned n = 1000;
    std::vector<float> x(n), y(n);
    for (unsigned i = 0; i < n; i++) { x[i] = float(i); y[i] = 1.0f; }
    hipModule_t module;
    hipFunction_t kernel;
    CHECK(hipModuleLoad(&module, path));
    CHECK(hipModuleGetFunction(&kernel, module, "saxpy"));
    float *dx, *dy;
    CHECK(hipMalloc(&dx, n * sizeof(float)));
    CHECK(hipMalloc(&dy, n * sizeof(float)));
    CHECK(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
    CHECK(hipMemcpy(dy, y.data(), n * sizeof(float), hipMemcpyHostToDevice));
    struct { const float *x; float *y; float a; unsigned n; } args = { dx, dy, 2.0f, n };
    size_t size = sizeof args;
    void *config[] = { HIP_LAUNCH_PARAM_BUFFER_POINTER, &args, HIP_LAUNCH_PARAM_BUFFER_SIZE,
                       &size, HIP_LAUNCH_PARAM_END };
    CHECK(hipModuleLaunchKernel(kernel, (n + 255) / 256, 1, 1, 256, 1, 1, 0, nullptr,
                                nullptr, config));
    CHECK(hipMemcpy(y.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost));
    std::printf("y[10] = %g (expected %g)\n", y[10], 2.0f * 10 + 1.0f);
    CHECK(hipFree(dx));
    CHECK(hipFree(dy));
    CHECK(hipModuleUnload(module));
    return 0;
}
