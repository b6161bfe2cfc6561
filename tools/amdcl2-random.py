#!/usr/bin/env python3
"""amdcl2-random.py - random AMD OpenCL 2.0 programs, compared between
clrx-cc and the reference clrxasm (a developer tool; see
docs/formats/amdcl2.md).

  amdcl2-random.py gen SEED              print the program of SEED (JSON)
  amdcl2-random.py run FIRST COUNT [--keep DIR]
                                          run seeds FIRST.. and report the
                                          differences (kept in DIR)
  amdcl2-random.py case SEED DIR          write a testsuite case of SEED
                                          (testsuite/run-format-as.sh layout)
                                          with the reference's output

A program is random settings, arguments, data, samplers, kernels in the
three styles, code with relocations and .kcode, random section moves and,
sometimes, one bad statement; a seed may split it into parts that are
assembled separately and linked (the reference assembles their
concatenation); -S may be given either way.
Environment: CLRXASM (the reference), CLRX_CC (default ../build/clrx-cc).
"""
import json, os, random, re, shutil, struct, subprocess, sys, tempfile

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REF = os.environ.get('CLRXASM', '/root/.cache/clrx-ref/bin/clrxasm')
CC = os.environ.get('CLRX_CC', os.path.join(TOP, 'build', 'clrx-cc'))

def elf(d):
    is64 = d[4]==2
    if is64:
        (shoff,)=struct.unpack_from('<Q',d,0x28); shentsize,shnum,shstrndx=struct.unpack_from('<HHH',d,0x3a)
    else:
        (shoff,)=struct.unpack_from('<I',d,0x20); shentsize,shnum,shstrndx=struct.unpack_from('<HHH',d,0x2e)
    secs=[]
    for i in range(shnum):
        o=shoff+i*shentsize
        if is64:
            name,typ,flags,addr,off,size,link,info,align,ent=struct.unpack_from('<IIQQQQIIQQ',d,o)
        else:
            name,typ,flags,addr,off,size,link,info,align,ent=struct.unpack_from('<IIIIIIIIII',d,o)
        secs.append(dict(name=name,type=typ,flags=flags,addr=addr,off=off,size=size,link=link,info=info,align=align,ent=ent))
    st=secs[shstrndx]
    for s in secs:
        n=d[st['off']+s['name']:]; s['n']=n[:n.index(b'\0')].decode('latin1')
    return secs

GPUS11 = ['Bonaire', 'Hawaii', 'Kalindi', 'Spectre', 'Mullins']
GPUS12 = ['Tonga', 'Fiji', 'Iceland', 'Carrizo', 'Ellesmere', 'Baffin', 'Stoney', 'GFX804']
GPUS14 = ['GFX900', 'GFX901', 'GFX902', 'GFX904', 'GFX906']
DRIVERS = [0, 180000, 191204, 191205, 191206, 200405, 200406, 203603, 207903, 223600,
           226400, 234800, 244200, 248200, 252700, 258000, 260000]
TYPES = ['char', 'uchar', 'short', 'ushort', 'int', 'uint', 'long', 'ulong', 'float',
         'double', 'int2', 'int3', 'int4', 'float3', 'uchar16', 'long8', 'double3',
         'short3', 'char4', 'ulong2']


_CODES = []
for _l in open(os.path.join(TOP, 'ld', 'amdcl2codes.def')):
    if _l.startswith('CL2_CODES('):
        _p = [x.strip() for x in _l[10:].strip().rstrip(')').split(',')]
        _CODES.append((int(_p[0].rstrip('u'), 0), [int(x) for x in _p[1:]]))
_GPUIDX = {n: i for i, n in enumerate(['CapeVerde', 'Pitcairn', 'Tahiti', 'Oland', 'Bonaire',
           'Spectre', 'Spooky', 'Kalindi', 'Hainan', 'Hawaii', 'Iceland', 'Tonga', 'Mullins',
           'Fiji', 'Carrizo', 'Dummy', 'Goose', 'Horse', 'Stoney', 'Ellesmere', 'Baffin',
           'GFX804', 'GFX900', 'GFX901', 'GFX902', 'GFX903', 'GFX904', 'GFX905', 'GFX906',
           'GFX907'])}


def supported(gpu, drv):
    for below, codes in _CODES:
        if drv < below:
            return codes[_GPUIDX[gpu]] != 0
    return _CODES[-1][1][_GPUIDX[gpu]] != 0


class G:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.errors = self.r.random() < 0.15

    def ch(self, *a):
        return self.r.choice(a)

    def maybe(self, p):
        return self.r.random() < p

    def num(self, lo, hi):
        return self.r.randint(lo, hi)


SPLIT = [False]


def gen(seed):
    g = G(seed)
    r = g.r
    arch = r.choice(['11'] * 4 + ['12'] * 4 + ['14'] * 2 + (['10'] if g.errors else []))
    gpu = {'11': r.choice(GPUS11), '12': r.choice(GPUS12), '14': r.choice(GPUS14),
           '10': 'Pitcairn'}[arch]
    drv = r.choice(DRIVERS)
    for _ in range(20):
        if g.errors or supported(gpu, drv):
            break
        drv = r.choice(DRIVERS)
    is64 = g.maybe(0.6)
    new = drv >= 191205
    hsa = new and g.maybe(0.3)
    split = g.maybe(0.4)
    SPLIT[0] = split
    opts = ['-b', 'amdcl2', '-g', gpu, '-t', str(drv if drv else 1), '--llvmVersion', '1']
    if is64:
        opts.append('-6')
    if g.maybe(0.3):
        opts.append('--forceAddSymbols')
    if g.maybe(0.15):
        opts += ['--policy', str(r.choice([100, 200, 250]))]
    lines = []
    parts = []

    def cut():
        if split and lines:
            parts.append('\n'.join(lines) + '\n')
            lines.clear()

    if g.maybe(0.3):
        lines.append('.compile_options "%s"' % r.choice(['-I ./', '-cl-std=CL2.0', 'x y z', '']))
    if g.maybe(0.3):
        lines.append('.acl_version "%s"' % r.choice(['AMD-COMP-LIB-v0.8 (0.0.SC_BUILD)', 'abc', '']))
    if g.maybe(0.15):
        lines.append('.arch_minor %d' % g.num(0, 9))
    if g.maybe(0.15):
        lines.append('.arch_stepping %d' % g.num(0, 9))
    if hsa:
        lines.append('.hsalayout')
    # global data
    datalabels = []
    gdsize = 0
    if new and g.maybe(0.6):
        lines.append('.globaldata')
        for i in range(g.num(1, 4)):
            if split:
                lines.append('.global gd%d' % i)
            lines.append('gd%d: .int %s' % (i, ','.join(str(g.num(0, 1000)) for _ in range(g.num(1, 5)))))
            datalabels.append('gd%d' % i)
            if g.maybe(0.3):
                lines.append('.p2align %d' % g.num(0, 4))
        lines.append('.quad 0,0,0,0')
    if new and g.maybe(0.3):
        lines.append('.rwdata')
        for i in range(g.num(1, 3)):
            if split:
                lines.append('.global rw%d' % i)
            lines.append('rw%d: .byte %s' % (i, ','.join(str(g.num(0, 255)) for _ in range(g.num(1, 9)))))
            datalabels.append('rw%d' % i)
    if new and g.maybe(0.3):
        lines.append('.bssdata' + (' align=%d' % r.choice([1, 8, 16, 64]) if g.maybe(0.5) else ''))
        for i in range(g.num(1, 3)):
            if split:
                lines.append('.global bs%d' % i)
            lines.append('bs%d: .skip %d' % (i, g.num(1, 40)))
            datalabels.append('bs%d' % i)
    nsamp = 0
    if new and (datalabels or g.errors) and g.maybe(0.25):
        if g.maybe(0.5):
            vals = [g.num(0, 0xffff) for _ in range(g.num(0, 3))]
            lines.append('.sampler ' + ', '.join(str(v) for v in vals))
            nsamp = len(vals)
        else:
            lines.append('.samplerinit')
            n = g.num(1, 3)
            lines.append('.quad ' + ','.join(str(g.num(0, 100)) for _ in range(n)))
            nsamp = n
        if nsamp and g.maybe(0.4):
            for i in range(nsamp):
                lines.append('.samplerreloc %d, %d' % (8 * i, i))
    if g.maybe(0.2):
        lines.append('.section .ala' + (', "aw"' if g.maybe(0.3) else ''))
        if g.maybe(0.5):
            lines.append('.global ala0')
        lines.append('ala0: .byte 1,2,3')
    if not split and g.maybe(0.2):
        lines.append('.global absx')
        lines.append('absx = %d' % g.num(0, 100))
    if not split and datalabels and g.maybe(0.3):
        for dl in datalabels:
            if g.maybe(0.5):
                lines.append('.global ' + dl)
            if g.maybe(0.1):
                lines.append('.weak ' + dl)
    if new and g.maybe(0.2):
        lines.append('.inner')
        lines.append('.section .innx')
        if not split and g.maybe(0.5):
            lines.append('.global innx0')
        lines.append('innx0: .byte 5,6')
        lines.append('.main')
    cut()
    nk = g.num(1, 3)
    knames = ['k%d' % i for i in range(nk)]
    kstyle = {}
    for kn in knames:
        style = r.choice(['config'] * 5 + ['hsa'] * 3 + ['raw'])
        kstyle[kn] = style
        lines.append('.kernel ' + kn)
        if style == 'raw':
            if g.maybe(0.7):
                lines.append('    .metadata')
                lines.append('    .byte ' + ','.join(str(g.num(0, 255)) for _ in range(g.num(1, 20))))
            if g.maybe(0.7):
                lines.append('    .setup')
                lines.append('    .byte ' + ','.join(str(g.num(0, 255)) for _ in range(g.num(1, 20))))
                if hsa:
                    lines.append('    .fill 256,1,0')
            if not new and g.maybe(0.5):
                lines.append('    .stub')
                lines.append('    .byte ' + ','.join(str(g.num(0, 255)) for _ in range(g.num(1, 20))))
            if not new and g.maybe(0.5):
                lines.append('    .isametadata')
                lines.append('    .byte ' + ','.join(str(g.num(0, 255)) for _ in range(g.num(1, 20))))
        else:
            lines.append('    .%s' % ('config' if style == 'config' else 'hsaconfig'))
            settings = []
            if g.maybe(0.6):
                settings.append('.dims ' + r.choice(['x', 'xy', 'xyz', 'y', 'z', 'x, xy', 'xyz, x', 'yz, z', ', x']))
            if g.maybe(0.3):
                settings.append('.cws %d, %d, %d' % (g.num(1, 64), g.num(1, 8), g.num(1, 4)))
            if g.maybe(0.2):
                settings.append('.work_group_size_hint %d, %d' % (g.num(1, 64), g.num(1, 8)))
            if g.maybe(0.2):
                settings.append('.vectypehint ' + r.choice(['float4', 'int', 'double8']))
            if g.maybe(0.25):
                settings.append('.sgprsnum %d' % g.num(0, 100))
            if g.maybe(0.25):
                settings.append('.vgprsnum %d' % g.num(0, 256))
            if g.maybe(0.1):
                settings.append('.pgmrsrc1 0x%x' % g.num(0, 0xffff))
            if g.maybe(0.15):
                settings.append('.pgmrsrc2 0x%x' % g.num(0, 0xffffff))
            if g.maybe(0.15):
                settings.append('.floatmode 0x%x' % g.num(0, 0x1ff))
            if g.maybe(0.1):
                settings.append('.priority %d' % g.num(0, 5))
            if g.maybe(0.1):
                settings.append('.exceptions 0x%x' % g.num(0, 0xff))
            if g.maybe(0.2):
                settings.append('.localsize %d' % g.num(0, 40000 if g.errors else 32768))
            if g.maybe(0.1):
                settings.append('.gdssize %d' % g.num(0, 70000 if g.errors else 65536))
            if g.maybe(0.15):
                settings.append('.scratchbuffer %d' % g.num(0, 1000))
            for b in ['ieeemode', 'dx10clamp', 'debugmode', 'privmode', 'tgsize']:
                if g.maybe(0.1):
                    settings.append('.' + b)
            if style == 'config':
                for b in ['useargs', 'usesetup', 'useenqueue', 'usegeneric']:
                    if g.maybe(0.2):
                        settings.append('.' + b)
            else:
                if g.maybe(0.3):
                    settings.append('.default_hsa_features')
                for b in ['use_private_segment_buffer', 'use_dispatch_ptr', 'use_queue_ptr',
                          'use_kernarg_segment_ptr', 'use_dispatch_id', 'use_flat_scratch_init',
                          'use_private_segment_size', 'use_ordered_append_gds', 'use_ptr64',
                          'use_dynamic_call_stack', 'use_debug_enabled', 'use_xnack_enabled']:
                    if g.maybe(0.08):
                        settings.append('.' + b)
                if g.maybe(0.1):
                    settings.append('.use_grid_workgroup_count ' + r.choice(['x', 'xy', 'xyz', 'z']))
                if g.maybe(0.1):
                    settings.append('.userdatanum %d' % g.num(0, 16))
                vals = [('kernel_code_entry_offset', 0, 1000), ('kernel_code_prefetch_offset', 0, 100),
                        ('kernel_code_prefetch_size', 0, 100), ('max_scratch_backing_memory', 0, 100),
                        ('workitem_private_segment_size', 0, 1000), ('workgroup_group_segment_size', 0, 30000),
                        ('gds_segment_size', 0, 100), ('kernarg_segment_size', 0, 1000),
                        ('workgroup_fbarrier_count', 0, 10), ('wavefront_sgpr_count', 0, 100),
                        ('workitem_vgpr_count', 0, 100), ('debug_private_segment_buffer_sgpr', 0, 90),
                        ('debug_wavefront_private_segment_offset_sgpr', 0, 90),
                        ('call_convention', 0, 10), ('runtime_loader_kernel_symbol', 0, 1000)]
                for n, lo, hi in vals:
                    if g.maybe(0.07):
                        settings.append('.%s %d' % (n, g.num(lo, hi)))
                for n in ['kernarg_segment_align', 'group_segment_align', 'private_segment_align']:
                    if g.maybe(0.07):
                        settings.append('.%s %d' % (n, r.choice([16, 32, 64, 256])))
                if g.maybe(0.07):
                    settings.append('.wavefront_size %d' % r.choice([1, 16, 64, 256]))
                if g.maybe(0.07):
                    settings.append('.private_elem_size %d' % r.choice([2, 4, 8, 16]))
                if g.maybe(0.07):
                    settings.append('.machine %d, %d, %d, %d' % tuple(g.num(0, 9) for _ in range(4)))
                if g.maybe(0.07):
                    settings.append('.codeversion %d, %d' % (g.num(0, 3), g.num(0, 3)))
                if g.maybe(0.07):
                    a = g.num(0, 50)
                    settings.append('.reserved_sgprs %d, %d' % (a, a + g.num(0, 5)))
                if g.maybe(0.07):
                    a = g.num(0, 50)
                    settings.append('.reserved_vgprs %d, %d' % (a, a + g.num(0, 5)))
            r.shuffle(settings)
            lines += ['        ' + s for s in settings]
            if g.maybe(0.5):
                lines.append('        .setupargs')
            for i in range(g.num(0, 5)):
                kind = r.random()
                if kind < 0.4:
                    lines.append('        .arg a%d, %s%s' % (i, r.choice(TYPES), ', unused' if g.maybe(0.1) else ''))
                elif kind < 0.7:
                    t = r.choice(TYPES + ['void', 'structure'])
                    sp = r.choice(['global', 'constant', 'local'])
                    extra = ''
                    if t == 'structure':
                        t = 'structure*, %d' % g.num(1, 40)
                    else:
                        t += '*'
                    if g.maybe(0.4):
                        extra = ', ' + r.choice(['const', 'restrict', 'volatile', 'const restrict'])
                        if g.maybe(0.3):
                            extra += ', ' + r.choice(['unused', 'rdonly', 'wronly'])
                    lines.append('        .arg a%d, %s, %s%s' % (i, t, sp, extra))
                elif kind < 0.8:
                    lines.append('        .arg a%d, "%s", %s, %s' % (i, r.choice(['myt', 'image2d_t']), r.choice(['image', 'image2d', 'image3d', 'image1d_buffer']), r.choice(['read_only', 'write_only', 'read_write', 'rdonly', ''])))
                elif kind < 0.87:
                    lines.append('        .arg a%d, sampler%s' % (i, (', %d' % g.num(0, 15)) if g.maybe(0.3) else ''))
                elif kind < 0.93:
                    lines.append('        .arg a%d, structure, %d' % (i, g.num(1, 64)))
                else:
                    lines.append('        .arg a%d, %s' % (i, r.choice(['queue', 'clkevent', 'pipe', 'counter32'])))
            if nsamp and g.maybe(0.3):
                lines.append('        .sampler ' + ', '.join(str(g.num(0, nsamp - 1)) for _ in range(g.num(1, 2))))
            if style == 'hsa' and g.maybe(0.2):
                lines.append('    .control_directive')
                lines.append('        .fill %d, 1, 0x%x' % (r.choice([128] * 5 + [64]), g.num(0, 255)))
        if not hsa:
            lines.append('    .text')
            code(g, lines, datalabels, knames[:knames.index(kn) + 1])
        if g.maybe(0.3):
            cut()
    if hsa:
        lines.append('.text')
        for kn in knames:
            lines.append('.p2align 8')
            lines.append(kn + ':')
            lines.append('.skip 256')
            code(g, lines, datalabels, knames)
            if g.maybe(0.3) and split:
                cut()
                lines.append('.text')
    if not split and g.maybe(0.3):
        for _ in range(g.num(1, 8)):
            lines.append(r.choice(['.main', '.inner', '.kernel ' + r.choice(knames), '.text',
                                   '.byte %d' % g.num(0, 255), 's_nop 0', '.section .ala',
                                   '.p2align 2', '.int 0x12345678', 's_mov_b32 s%d, 0' % g.num(0, 90),
                                   'v_mov_b32 v%d, 0' % g.num(0, 200)] +
                                  (['.globaldata', '.rwdata'] if new else [])))
    if g.errors and not split:
        bad = r.choice([
            '.dims xyw', '.sgprsnum 200', '.vgprsnum 300', '.localsize 70000', '.gdssize 99999',
            '.hsalayout', '.stub', '.isametadata', '.metadata', '.setup', '.config', '.hsaconfig',
            '.arg x, int', '.arg y, foo', '.arg z, int*, private', '.setupargs', '.useargs',
            '.use_ptr64', '.machine 1,2', '.codeversion 1', '.reserved_sgprs 5, 2',
            '.private_elem_size 3', '.wavefront_size 512', '.kernarg_segment_align 8',
            '.userdatanum 17', '.sampler 1', '.samplerreloc 0, 0', '.samplerinit',
            '.globaldata', '.rwdata', '.bssdata align=3', '.bssdata align', '.inner',
            '.cws 0, 1', '.vectypehint', '.exceptions 0x100',
            '.debug_private_segment_buffer_sgpr 200', '.kcode k0', '.kcodeend',
            's_mov_b32 s1, gd0*2', 's_mov_b32 s1, gd0>>31', 's_mov_b32 s1, gd0&0xfff',
            '.quad gd0', '.int gd0', '.byte gd0', '.int gd0>>32',
            '.driver_version 180000', '.arch_minor 0x1ffffffff', '.acl_version 12',
            '.compile_options', '.arg a0, int', '.dims', '.pgmrsrc2 0x1ffffffff'])
        pos = g.num(0, len(lines))
        lines.insert(pos, bad)
    if split:
        if lines:
            parts.append('\n'.join(lines) + '\n')
        if len(parts) < 2:
            split = False
    if not split:
        parts = [''.join(parts) + '\n'.join(lines) + '\n'] if not parts else [''.join(parts) + '\n'.join(lines) + '\n']
    return {'opts': opts, 'parts': parts, 'split': split}


def code(g, lines, datalabels, declared):
    r = g.r
    if not SPLIT[0] and g.maybe(0.2):
        n = 'cl%d' % g.num(0, 10**6)
        lines.append('.global ' + n)
        lines.append(n + ':')
    for _ in range(g.num(1, 8)):
        k = r.random()
        if k < 0.3:
            lines.append('        s_mov_b32 s%d, s%d' % (g.num(0, 60), g.num(0, 40)))
        elif k < 0.5:
            lines.append('        v_mov_b32 v%d, v%d' % (g.num(0, 100), g.num(0, 30)))
        elif k < 0.55:
            lines.append('        s_load_dwordx4 s[%d:%d], s[4:5], 0' % ((a := 4 * g.num(1, 10)), a + 3))
        elif k < 0.6:
            lines.append(r.choice(['        v_add_f32 v%d, v1, v2' % g.num(0, 50),
                                   '        v_add_i32 v%d, vcc, v1, v2' % g.num(0, 50),
                                   '        flat_load_dword v%d, v[2:3]' % g.num(0, 50),
                                   '        s_mov_b64 s[%d:%d], vcc' % ((a := 2 * g.num(0, 30)), a + 1),
                                   '        .p2align %d' % g.num(0, 5),
                                   '        v_mad_f32 v%d, v1, s3, v4' % g.num(0, 60)]))
        elif k < 0.8 and datalabels:
            d = r.choice(datalabels)
            form = r.choice(['%s', '%s&0xffffffff', '%s>>32', '(%s+4)&0xffffffff', '(%s+8)>>32',
                             '%s%%0x100000000', '%s/0x100000000', '%s//0x100000000',
                             '%s%%%%0x100000000'])
            op = r.choice(['s_mov_b32 s%d' % g.num(0, 20), 'v_mov_b32 v%d' % g.num(0, 20)])
            lines.append('        %s, %s' % (op, form % d))
        elif k < 0.82 and datalabels and g.maybe(0.3):
            lines.append('        .int %s' % r.choice(['%s', '%s>>32', '(%s+12)&0xffffffff']) % r.choice(datalabels))
        elif k < 0.85 and len(declared) > 1 and g.maybe(0.5):
            lines.append('        .kcode ' + r.choice(declared + ([] if SPLIT[0] else ['+'])))
            lines.append('        v_mov_b32 v%d, 0' % g.num(0, 120))
            lines.append('        .kcodeend')
        else:
            lines.append('        s_nop %d' % g.num(0, 7))
    lines.append('        s_endpgm')






def first_err_line(text, mine):
    for l in text.splitlines():
        if mine:
            m = re.match(r'([^:]+):(\d+):(\d+:)? error', l)
        else:
            m = re.match(r'([^:]+):(\d+):(\d+:)? Error', l)
        if m:
            return (os.path.basename(m.group(1)), int(m.group(2)))
    return None


def run_case(seed, keepdir=None):
    case = gen(seed)
    d = tempfile.mkdtemp(prefix='cl2d')
    try:
        parts = case['parts']
        opts = case['opts']
        if case['split'] and any('.hsalayout' in p for p in parts):
            # every part of the HSA layout says so; the concatenation once
            parts = [p if i == 0 or '.hsalayout' in p else '.hsalayout\n' + p
                     for i, p in enumerate(parts)]
            allsrc = parts[0] + ''.join(p.replace('.hsalayout\n', '', 1) for p in parts[1:])
        else:
            allsrc = ''.join(parts)
        open(os.path.join(d, 'all.s'), 'w').write(allsrc)
        rp = subprocess.run([REF] + opts + ['-o', 'r.bin', 'all.s'], cwd=d,
                            capture_output=True, text=True, timeout=20)
        if case['split']:
            objs = []
            ok = True
            err = ''
            for i, p in enumerate(parts):
                fn = 'p%d.s' % i
                open(os.path.join(d, fn), 'w').write(p)
                mp = subprocess.run([CC] + opts + ['-c', '-o', 'p%d.o' % i, fn], cwd=d,
                                    capture_output=True, text=True, timeout=20)
                err += mp.stderr
                if mp.returncode != 0:
                    ok = False
                    break
                objs.append('p%d.o' % i)
            if ok:
                mp = subprocess.run([CC] + opts + ['-o', 'm.bin'] + objs, cwd=d,
                                    capture_output=True, text=True, timeout=20)
                err += mp.stderr
                mrc = mp.returncode
            else:
                mrc = 1
        else:
            mp = subprocess.run([CC] + opts + ['-o', 'm.bin', 'all.s'], cwd=d,
                                capture_output=True, text=True, timeout=20)
            err = mp.stderr
            mrc = mp.returncode
        rb = os.path.join(d, 'r.bin')
        mb = os.path.join(d, 'm.bin')
        ref_ok = rp.returncode == 0 and os.path.exists(rb)
        mine_ok = mrc == 0 and os.path.exists(mb)
        res = None
        if mrc >= 128 or mrc < 0:
            res = 'CRASH'
        elif ref_ok != mine_ok:
            res = 'VERDICT ref=%s mine=%s' % (ref_ok, mine_ok)
        elif ref_ok:
            a, b = open(rb, 'rb').read(), open(mb, 'rb').read()
            if a != b:
                res = 'BYTES'
        elif not case['split']:
            rl = first_err_line(rp.stderr, False)
            ml = first_err_line(err, True)
            if (rl[1] if rl else None) != (ml[1] if ml else None):
                res = 'LINE ref=%s mine=%s' % (rl, ml)
        if res and keepdir:
            kd = os.path.join(keepdir, str(seed))
            shutil.rmtree(kd, ignore_errors=True)
            shutil.copytree(d, kd)
            open(os.path.join(kd, 'opts'), 'w').write(' '.join(opts) + '\n')
            open(os.path.join(kd, 'ref.err'), 'w').write(rp.stderr)
            open(os.path.join(kd, 'mine.err'), 'w').write(err)
        return res, case, ref_ok
    finally:
        shutil.rmtree(d, ignore_errors=True)




def write_case(seed, d):
    case = gen(seed)
    os.makedirs(d, exist_ok=True)
    parts = case['parts']
    opts = [o for o in case['opts']]
    i = opts.index('-b')
    del opts[i:i + 2]
    if case['split']:
        if any('.hsalayout' in p for p in parts):
            parts = [p if i == 0 or '.hsalayout' in p else '.hsalayout\n' + p
                     for i, p in enumerate(parts)]
            allsrc = parts[0] + ''.join(p.replace('.hsalayout\n', '', 1) for p in parts[1:])
        else:
            allsrc = ''.join(parts)
        for i, p in enumerate(parts):
            open(os.path.join(d, 'part%d.s' % (i + 1)), 'w').write(p)
    else:
        allsrc = parts[0]
    open(os.path.join(d, 'in.s'), 'w').write(allsrc)
    open(os.path.join(d, 'args'), 'w').write(' '.join(opts) + '\n')
    p = subprocess.run([REF, '-b', 'amdcl2'] + opts + ['-o', 'ref.bin', 'in.s'], cwd=d,
                       capture_output=True, text=True)
    if p.returncode != 0:
        lines = sorted(set('%s:%s' % (os.path.basename(m.group(1)), m.group(2)) for m in
                           re.finditer(r'^([^:\n]*):(\d+):(?:\d+:)? *Error', p.stderr, re.M)))
        open(os.path.join(d, 'errors'), 'w').write(''.join(l + '\n' for l in lines))
        if os.path.exists(os.path.join(d, 'ref.bin')):
            os.remove(os.path.join(d, 'ref.bin'))


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == 'gen':
        print(json.dumps(gen(int(sys.argv[2]))))
    elif len(sys.argv) >= 4 and sys.argv[1] == 'run':
        first, count = int(sys.argv[2]), int(sys.argv[3])
        keep = sys.argv[5] if len(sys.argv) > 5 and sys.argv[4] == '--keep' else None
        bad = 0
        stats = {'ok': 0, 'okerr': 0, 'split': 0}
        for s in range(first, first + count):
            res, case, ref_ok = run_case(s, keep)
            if res:
                bad += 1
                print(s, res, 'split' if case['split'] else '')
            else:
                stats['ok' if ref_ok else 'okerr'] += 1
                stats['split'] += case['split']
        print('%d of %d differ; same: %d accepted, %d refused by both; %d split' %
              (bad, count, stats['ok'], stats['okerr'], stats['split']))
        sys.exit(1 if bad else 0)
    elif len(sys.argv) >= 4 and sys.argv[1] == 'case':
        write_case(int(sys.argv[2]), sys.argv[3])
    else:
        print(__doc__)
        sys.exit(2)


if __name__ == '__main__':
    main()
