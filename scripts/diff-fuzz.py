#!/usr/bin/env python3
"""Differential fuzzing of `swiftnet decode` against the installed tcpdump (the oracle).

For each fixture capture (Fixtures/pcap/NAME.pcap: NAME stands for the protocol it exercises) the
packets are mutated three ways: a byte set to a random value anywhere in the first 96 bytes (bit
flips included), a 16-bit field set to a lying length (0, 1, small, 0xffff...), and the packet cut
at a random byte (snap length). Every mutant goes into one pcap per fixture and flag set; both tools
print it with -# (packet numbers) so their outputs split per packet, and each packet's text is
compared byte for byte. Reported per fixture: mutants, identical %, and swiftnet crashes or hangs
(a non-zero exit other than a reported file error, or more than TIMEOUT seconds).

  scripts/diff-fuzz.py [--swiftnet PATH] [--mutants N] [--seed S] [--flags "-v"] [--min-agreement P]
                       [--only NAME...] [--show K]
Exit status: 1 when swiftnet crashed or hung on any input, or when the overall agreement is below
--min-agreement (default 0: report only); 0 otherwise.
"""
import argparse, os, random, struct, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_pcap(path):
    data = open(path, "rb").read()
    if len(data) < 24:
        return None
    magic = struct.unpack("<I", data[:4])[0]
    if magic in (0xA1B2C3D4, 0xA1B23C4D):
        endian = "<"
    elif struct.unpack(">I", data[:4])[0] in (0xA1B2C3D4, 0xA1B23C4D):
        endian = ">"
    else:
        return None  # pcapng: not mutated here
    header = data[:24]
    packets = []
    offset = 24
    while offset + 16 <= len(data):
        sec, frac, caplen, origlen = struct.unpack(endian + "IIII", data[offset:offset + 16])
        body = data[offset + 16:offset + 16 + caplen]
        if len(body) < caplen:
            break
        packets.append((sec, frac, body, origlen))
        offset += 16 + caplen
    return endian, header, packets


def mutants(packets, count, rng):
    out = []
    if not packets:
        return out
    lies = [0, 1, 2, 4, 7, 8, 19, 20, 39, 40, 0x7F, 0x80, 0xFF, 0x100, 0x5DC, 0x7FFF, 0xFFFF]
    for index in range(count):
        sec, frac, body, origlen = packets[index % len(packets)]
        body = bytearray(body)
        kind = index % 3
        if kind == 0 and body:
            position = rng.randrange(min(96, len(body)))
            body[position] = rng.randrange(256)
        elif kind == 1 and len(body) >= 2:
            position = rng.randrange(min(95, len(body) - 1))
            struct.pack_into(">H", body, position, rng.choice(lies))
        elif body:
            cut = rng.randrange(len(body))
            origlen = max(origlen, len(body))
            body = body[:cut]
        out.append((sec, frac, bytes(body), max(origlen, len(body))))
    return out


def write_pcap(path, endian, header, packets):
    with open(path, "wb") as f:
        f.write(header)
        for sec, frac, body, origlen in packets:
            f.write(struct.pack(endian + "IIII", sec, frac, len(body), origlen))
            f.write(body)


def split_packets(text):
    """`-#` output: a packet starts with its right-aligned number and two spaces."""
    packets, current = [], []
    for line in text.split(b"\n"):
        head = line[:7]
        if len(line) > 7 and head.strip().isdigit() and line[5:7] == b"  ":
            if current:
                packets.append(b"\n".join(current))
            current = [line]
        elif current or line:
            current.append(line)
    if current:
        packets.append(b"\n".join(current).rstrip(b"\n"))
    return packets


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--swiftnet", default=os.path.join(ROOT, ".build/debug/swiftnet"))
    parser.add_argument("--mutants", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--flags", default="")
    parser.add_argument("--min-agreement", type=float, default=0.0)
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--show", type=int, default=0, help="print the first K differing packets per fixture")
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args()
    env = dict(os.environ, TZ="UTC")
    flags = args.flags.split()
    directory = os.path.join(ROOT, "Fixtures/pcap")
    total = same = 0
    failures = []
    print(f"{'fixture':28} {'mutants':>8} {'identical':>10}  flags: {args.flags or '(none)'}")
    with tempfile.TemporaryDirectory() as scratch:
        for name in sorted(os.listdir(directory)):
            stem = name.rsplit(".", 1)[0]
            if args.only and stem not in args.only:
                continue
            parsed = read_pcap(os.path.join(directory, name))
            if not parsed:
                continue
            endian, header, packets = parsed
            rng = random.Random(f"{args.seed}:{name}")
            cases = mutants(packets, args.mutants, rng)
            path = os.path.join(scratch, name)
            write_pcap(path, endian, header, cases)
            reference = subprocess.run(["tcpdump", "-n", "-#", *flags, "-r", path], capture_output=True, env=env)
            try:
                ours = subprocess.run([args.swiftnet, "decode", "-#", *flags, path], capture_output=True, env=env,
                                      timeout=args.timeout)
            except subprocess.TimeoutExpired:
                failures.append(f"{stem}: swiftnet hung (over {args.timeout} s)")
                continue
            if ours.returncode not in (0, 1):
                failures.append(f"{stem}: swiftnet exited {ours.returncode}: {ours.stderr.decode(errors='replace')[-300:]}")
                continue
            want, got = split_packets(reference.stdout), split_packets(ours.stdout)
            equal = sum(1 for w, g in zip(want, got) if w == g)
            count = max(len(want), len(got))
            total += count
            same += equal
            share = 100.0 * equal / count if count else 100.0
            print(f"{stem:28} {count:8d} {share:9.1f}%")
            shown = 0
            for w, g in zip(want, got):
                if w != g and shown < args.show:
                    shown += 1
                    print("    tcpdump: " + w.decode(errors="replace")[:300].replace("\n", "\n             "))
                    print("    swiftnet:" + g.decode(errors="replace")[:300].replace("\n", "\n             "))
    overall = 100.0 * same / total if total else 100.0
    print(f"{'overall':28} {total:8d} {overall:9.1f}%")
    for failure in failures:
        print("FAILURE: " + failure)
    if failures or overall < args.min_agreement:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
