#!/usr/bin/env python3
"""Draws Resources/images/background.png, the default picture of the demo's "Background image" scenario:
a 1920 x 1080 dusk landscape (sky gradient, a low sun with its glow, four hazy mountain ridges).

Standard library only (zlib writes the PNG), deterministic, about 20 s:
    python3 Resources/images/generate-background.py Resources/images/background.png
"""

import math
import struct
import sys
import zlib

W, H = 1920, 1080
SUN_X, SUN_Y, SUN_R = 1290.0, 560.0, 62.0


def mix(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def hex_color(text):
    return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))


def gradient(stops, t):
    """Piecewise-linear colour ramp; `stops` is [(position, colour)] sorted by position."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
        if t <= p1:
            u = (t - p0) / (p1 - p0)
            u = u * u * (3 - 2 * u)  # smoothstep: no visible kinks between stops
            return mix(c0, c1, u)
    return stops[-1][1]


SKY = [
    (0.00, hex_color("#1b2447")),
    (0.28, hex_color("#3b4a85")),
    (0.50, hex_color("#8a6fa8")),
    (0.66, hex_color("#e0908a")),
    (0.78, hex_color("#f7c08c")),
    (1.00, hex_color("#fbe0b0")),
]
GLOW = hex_color("#fff0c8")


def ridge(x, base, amp, seed, sharp):
    """Height of a mountain ridge at column x: a few incommensurate waves, some folded into peaks."""
    u = x / W
    h = 0.0
    for k, (freq, weight) in enumerate(((1.3, 0.5), (3.1, 0.28), (7.3, 0.14), (17.0, 0.08))):
        s = math.sin(2 * math.pi * freq * u + seed * (k + 1.7))
        if sharp:
            s = 1 - 2 * abs(s)  # folded sine: sharp crests, round valleys
        h += weight * s
    return base - amp * h


# Far to near: (ridge base y, amplitude, seed, sharp crests, colour at the crest, mist colour in the valleys).
LAYERS = [
    (640, 90, 0.9, True, hex_color("#b58fa8"), hex_color("#f2c3a6")),
    (720, 110, 2.3, True, hex_color("#7c6494"), hex_color("#c99aa9")),
    (830, 90, 4.1, False, hex_color("#4b4378"), hex_color("#8a6f98")),
    (950, 70, 5.7, False, hex_color("#262a52"), hex_color("#473f6e")),
]


def main(path):
    ridges = [[ridge(x, base, amp, seed, sharp) for x in range(W)] for base, amp, seed, sharp, _, _ in LAYERS]
    glow_r2 = 1.0 / (330.0 * 330.0)
    halo_r2 = 1.0 / (900.0 * 900.0)
    rows = []
    for y in range(H):
        sky = gradient(SKY, y / (H - 1))
        row = bytearray(b"\x00")  # PNG filter type 0 per row; zlib does well on smooth rows anyway
        dy2 = (y - SUN_Y) * (y - SUN_Y)
        for x in range(W):
            dx = x - SUN_X
            d2 = dx * dx + dy2
            # Sky with the sun's glow (screen blend, so the blue brightens instead of turning grey),
            # then the sun disc with a one-pixel soft edge.
            g = math.exp(-d2 * glow_r2) * 0.7 + math.exp(-d2 * halo_r2) * 0.25
            c = tuple(255 - (255 - s) * (255 - l * g) / 255 for s, l in zip(sky, GLOW))
            d = math.sqrt(d2)
            if d < SUN_R + 1:
                c = mix(c, (255, 248, 228), min(1.0, SUN_R + 1 - d))
            # Mountains, far to near, each covering what lies behind it (anti-aliased crest).
            for (base, amp, seed, sharp, crest, mist), heights in zip(LAYERS, ridges):
                top = heights[x]
                cover = y + 1 - top
                if cover <= 0:
                    continue
                # Mist gathers low in each layer: measured from the layer's mean crest line, so it
                # forms horizontal bands instead of following each peak.
                depth = max(0.0, min(1.0, (y - (base - amp * 0.3)) / (amp * 2.2)))
                shade = mix(crest, mist, depth * depth * 0.8)
                c = mix(c, shade, min(1.0, cover))
            row += bytes((int(c[0] + 0.5), int(c[1] + 0.5), int(c[2] + 0.5)))
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)
    print(f"{path}: {W}x{H}, {len(png)} bytes")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "background.png")
