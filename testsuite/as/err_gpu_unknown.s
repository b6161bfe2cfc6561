.gpu nosuchgpu
