#!/usr/bin/env python3
"""Generates the Zombeasts card parts (assets/svg/zb/*.svg).

The table composes every card face in code from these parts: a frame per
colour, the quarter moon (rotated into its corner), an animal portrait, a toy
icon; the numbers are drawn as text. The four beasts are the ones of the menu
art (assets/svg/menu/zombeasts.svg), recoloured in neutral zombie tones so
they don't clash with the card colours. SVG limits (nanosvg): no text, no
filters, masks, clip paths, <use> or CSS; gradients in percent or user space.
Run: python3 assets/svg/zb/generate.py
"""
import math
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
MENU = os.path.join(HERE, "..", "menu", "zombeasts.svg")
INK = "#1b1530"


def write(name, w, h, body, defs=""):
    with open(os.path.join(HERE, name + ".svg"), "w") as f:
        f.write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
                f'viewBox="0 0 {w} {h}">\n')
        if defs:
            f.write(f"<defs>{defs}</defs>\n")
        f.write(body)
        f.write("\n</svg>\n")


# ---------------------------------------------------------------- frames
COLOURS = {
    "blue": ("#6cb4ff", "#2f6fd6", "#1f4fa8"),
    "orange": ("#ffb75a", "#f07a1e", "#c4560c"),
    "red": ("#ff7480", "#d22f45", "#a01c30"),
    "green": ("#8ce888", "#3aa84a", "#23793a"),
    "white": ("#ffffff", "#e4def4", "#b9b0d6"),
}


def frame(name, top, mid, low):
    defs = (f'<linearGradient id="f" x1="0%" y1="0%" x2="30%" y2="100%">'
            f'<stop offset="0%" stop-color="{top}"/><stop offset="60%" stop-color="{mid}"/>'
            f'<stop offset="100%" stop-color="{low}"/></linearGradient>'
            f'<radialGradient id="g" cx="50%" cy="45%" r="55%">'
            f'<stop offset="0%" stop-color="#ffffff" stop-opacity="0.28"/>'
            f'<stop offset="100%" stop-color="#ffffff" stop-opacity="0"/></radialGradient>')
    body = [f'<rect x="4" y="4" width="242" height="192" rx="20" fill="url(#f)" stroke="{INK}" '
            f'stroke-width="8"/>',
            '<ellipse cx="125" cy="96" rx="88" ry="78" fill="url(#g)"/>',
            '<rect x="15" y="15" width="220" height="170" rx="13" fill="none" stroke="#ffffff" '
            'stroke-width="3" opacity="0.45"/>']
    write("frame-" + name, 250, 200, "\n".join(body), defs)


for n, c in COLOURS.items():
    frame(n, *c)

# ----------------------------------------------------------- quarter moon
# The quarter of a full moon whose centre is the card's lower-right corner.
# The table rotates it into the other corners.
q_defs = ('<radialGradient id="m" cx="100" cy="100" r="96" gradientUnits="userSpaceOnUse">'
          '<stop offset="0%" stop-color="#fffbe8"/><stop offset="70%" stop-color="#ffe89a"/>'
          '<stop offset="100%" stop-color="#f7c948"/></radialGradient>')
craters = "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#e8b93c" opacity="0.55"/>'
                  for x, y, r in [(60, 78, 9), (80, 42, 6), (40, 92, 4), (84, 70, 4)])
write("quarter", 100, 100,
      f'<path d="M100 6 A94 94 0 0 0 6 100 L90 100 Q100 100 100 90 Z" fill="url(#m)" '
      f'stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>{craters}'
      '<path d="M96 18 A82 82 0 0 0 18 96" fill="none" stroke="#ffffff" stroke-width="4" '
      'opacity="0.5" stroke-linecap="round"/>', q_defs)

# -------------------------------------------------------------- animals
menu = open(MENU).read()
groups = re.findall(r'<g transform=.*?</g>', menu)
assert len(groups) == 4, "the menu art should hold four beasts"
# Per beast: its centre in the menu art, a scale to fill 200x200, recolouring.
beasts = {
    "dog": ((98, 70), 1.6, {"#5b7fd6": "#a8703e", "#8fb4ff": "#e2b47a", "#dde8ff": "#fbe8cc"}),
    "cat": ((300, 64), 1.45, {"#e88a3a": "#7f6aa8", "#ffc98a": "#c4b6e4", "#eaffd0": "#e6ffd0"}),
    "rat": ((106, 196), 1.3, {"#e0505f": "#8c808c", "#ff9aa2": "#cdc3cc", "#ffc0c6": "#f6c3cc",
                              "#ff4f7a": "#ff6f96"}),
    "rabbit": ((306, 184), 1.42, {"#a8ec9a": "#f2ece2", "#58b85a": "#cbbfae"}),
}
for (name, ((cx, cy), s, colours)), g in zip(beasts.items(), groups):
    for old, new in colours.items():
        g = g.replace(old, new)
    write("animal-" + name, 200, 200,
          f'<g transform="translate(100 100) scale({s}) translate({-cx} {-cy})">{g}</g>')

# The plain joker: a little wild star with a grin.
star = []
for i in range(10):
    a = math.pi / 2 + i * math.pi / 5
    r = 78 if i % 2 == 0 else 36
    star.append(f"{100 + r * math.cos(a):.1f} {104 - r * math.sin(a):.1f}")
write("animal-none", 200, 200,
      '<defs><radialGradient id="s" cx="50%" cy="45%" r="60%"><stop offset="0%" '
      'stop-color="#fff6c8"/><stop offset="100%" stop-color="#ffc93c"/></radialGradient></defs>'
      f'<path d="M{" L".join(star)} Z" fill="url(#s)" stroke="{INK}" stroke-width="6" '
      'stroke-linejoin="round"/>'
      f'<circle cx="86" cy="100" r="9" fill="#ffffff" stroke="{INK}" stroke-width="3"/>'
      f'<circle cx="88" cy="102" r="5" fill="{INK}"/>'
      f'<path d="M108 94 L122 108 M122 94 L108 108" stroke="{INK}" stroke-width="4" '
      'stroke-linecap="round"/>'
      f'<path d="M84 120 Q100 132 118 119" fill="none" stroke="{INK}" stroke-width="4" '
      'stroke-linecap="round"/>'
      '<circle cx="74" cy="116" r="6" fill="#ff9aa2" opacity="0.7"/>'
      '<circle cx="128" cy="116" r="6" fill="#ff9aa2" opacity="0.7"/>')

# ----------------------------------------------------------------- toys
def toy(name, body):
    write("toy-" + name, 100, 100,
          f'<circle cx="50" cy="50" r="46" fill="#fff8ea" stroke="{INK}" stroke-width="5"/>'
          + body)


toy("carrot",
    f'<path d="M62 30 Q78 40 70 50 L34 82 Q24 86 22 78 L50 38 Q54 28 62 30 Z" fill="#ff8a2a" '
    f'stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>'
    f'<path d="M44 56 L52 60 M36 68 L43 71 M52 46 L58 49" stroke="{INK}" stroke-width="3" '
    'stroke-linecap="round"/>'
    f'<path d="M64 32 Q64 14 74 12 Q72 24 70 32 Q82 20 90 24 Q80 32 70 38 Z" fill="#58c05a" '
    f'stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>')
toy("mouse",
    f'<path d="M24 68 Q24 40 52 38 Q74 38 80 60 Q82 68 74 68 Z" fill="#b9b3c6" stroke="{INK}" '
    'stroke-width="4" stroke-linejoin="round"/>'
    f'<circle cx="46" cy="38" r="11" fill="#f3b8c8" stroke="{INK}" stroke-width="4"/>'
    f'<circle cx="68" cy="56" r="4" fill="{INK}"/><circle cx="80" cy="62" r="4" fill="#ff6f96" '
    f'stroke="{INK}" stroke-width="2"/>'
    f'<path d="M24 66 Q12 70 16 80 Q22 88 34 82" fill="none" stroke="{INK}" stroke-width="4" '
    'stroke-linecap="round"/>')
def bone(fill, grow):
    """The bone as a union of a shaft and four knobs (drawn twice: outline, fill)."""
    parts = [f'<rect x="24" y="{42 - grow}" width="52" height="{16 + 2 * grow}" fill="{fill}"/>']
    for x, y in [(24, 40), (24, 60), (76, 40), (76, 60)]:
        parts.append(f'<circle cx="{x}" cy="{y}" r="{11 + grow}" fill="{fill}"/>')
    return "".join(parts)


toy("bone", f'<g transform="rotate(-35 50 50)">{bone(INK, 4)}{bone("#fffdf4", 0)}</g>')
toy("paw",
    f'<ellipse cx="50" cy="62" rx="18" ry="15" fill="#ff8fa8" stroke="{INK}" stroke-width="4"/>'
    + "".join(f'<ellipse cx="{x}" cy="{y}" rx="8" ry="10" fill="#ff8fa8" stroke="{INK}" '
              f'stroke-width="3.5"/>' for x, y in [(28, 42), (42, 28), (58, 28), (72, 42)]))

# ------------------------------------------------------------- card back
rnd = random.Random(7)
stars = "".join(f'<circle cx="{rnd.uniform(20, 230):.1f}" cy="{rnd.uniform(20, 180):.1f}" '
                f'r="{rnd.uniform(0.8, 2.2):.1f}" fill="#f4eefc" '
                f'opacity="{rnd.uniform(0.3, 0.9):.2f}"/>' for _ in range(40))
write("card-back", 250, 200,
      '<rect x="4" y="4" width="242" height="192" rx="20" fill="url(#b)" stroke="#1b1530" '
      'stroke-width="8"/>'
      '<rect x="15" y="15" width="220" height="170" rx="13" fill="none" stroke="#9d86e8" '
      'stroke-width="3" opacity="0.6"/>' + stars +
      '<circle cx="125" cy="100" r="62" fill="url(#glow)"/>'
      f'<circle cx="125" cy="100" r="44" fill="url(#moon)" stroke="{INK}" stroke-width="5"/>'
      '<circle cx="110" cy="88" r="8" fill="#e8b93c" opacity="0.5"/>'
      '<circle cx="140" cy="112" r="11" fill="#e8b93c" opacity="0.5"/>'
      '<circle cx="132" cy="80" r="5" fill="#e8b93c" opacity="0.5"/>'
      # a beast peeking over the moon's rim
      f'<path d="M92 150 Q92 118 125 118 Q158 118 158 150 Z" fill="#2a2052" stroke="{INK}" '
      'stroke-width="4"/>'
      f'<path d="M98 126 L94 104 L110 118 Z M152 126 L156 104 L140 118 Z" fill="#2a2052" '
      f'stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>'
      '<circle cx="113" cy="134" r="5" fill="#ffe58a"/><circle cx="137" cy="134" r="5" '
      'fill="#ffe58a"/>'
      f'<path d="M4 160 Q60 146 125 156 Q190 166 246 150 V176 Q246 196 226 196 H24 Q4 196 4 176 Z" '
      f'fill="#120d2a"/>',
      '<radialGradient id="b" cx="50%" cy="40%" r="75%"><stop offset="0%" stop-color="#3a2a78"/>'
      '<stop offset="100%" stop-color="#140f34"/></radialGradient>'
      '<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0%" stop-color="#fff4c0" '
      'stop-opacity="0.6"/><stop offset="100%" stop-color="#ffe58a" stop-opacity="0"/>'
      '</radialGradient>'
      '<radialGradient id="moon" cx="125" cy="100" r="44" gradientUnits="userSpaceOnUse">'
      '<stop offset="0%" stop-color="#fffbe8"/><stop offset="100%" stop-color="#ffd768"/>'
      '</radialGradient>')

# ------------------------------------------------------------ background
rnd = random.Random(11)
stars = "".join(f'<circle cx="{rnd.uniform(0, 1600):.0f}" cy="{rnd.uniform(0, 620):.0f}" '
                f'r="{rnd.uniform(0.8, 2.4):.1f}" fill="#f4eefc" '
                f'opacity="{rnd.uniform(0.2, 0.8):.2f}"/>' for _ in range(140))
graves = []
for i in range(14):
    x = 40 + i * 118 + rnd.uniform(-20, 20)
    h = rnd.uniform(40, 70)
    y = 900 - rnd.uniform(8, 30)
    graves.append(f'<path d="M{x:.0f} {y:.0f} V{y - h:.0f} Q{x:.0f} {y - h - 24:.0f} {x + 22:.0f} '
                  f'{y - h - 24:.0f} Q{x + 44:.0f} {y - h - 24:.0f} {x + 44:.0f} {y - h:.0f} '
                  f'V{y:.0f} Z" fill="#1d1640" opacity="0.9" '
                  f'transform="rotate({rnd.uniform(-6, 6):.1f} {x + 22:.0f} {y:.0f})"/>')
write("table", 1600, 900,
      '<rect width="1600" height="900" fill="url(#sky)"/>' + stars +
      '<circle cx="800" cy="380" r="420" fill="url(#halo)"/>'
      '<path d="M0 900 V830 Q200 790 420 822 Q640 852 820 818 Q1040 780 1260 820 Q1440 850 1600 '
      '812 V900 Z" fill="#151033"/>' + "".join(graves),
      '<linearGradient id="sky" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0%" '
      'stop-color="#141036"/><stop offset="60%" stop-color="#201a4e"/><stop offset="100%" '
      'stop-color="#2a2160"/></linearGradient>'
      '<radialGradient id="halo" cx="50%" cy="50%" r="50%"><stop offset="0%" stop-color="#fff0b0" '
      'stop-opacity="0.10"/><stop offset="100%" stop-color="#fff0b0" stop-opacity="0"/>'
      '</radialGradient>')

# ---------------------------------------------------------- suit symbols
# One shape per colour, so that no suit is told by its colour alone (the
# texts use the same shapes: blue ◆, orange ●, red ▲, green ■, jokers ★).
def star(cx, cy, outer, inner):
    pts = []
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        a = math.pi / 2 + k * math.pi / 5
        pts.append(f"{cx + r * math.cos(a):.1f},{cy - r * math.sin(a):.1f}")
    return " ".join(pts)


SUITS = {
    "blue": '<polygon points="50,5 94,50 50,95 6,50"',
    "orange": '<circle cx="50" cy="50" r="42"',
    "red": '<polygon points="50,6 95,90 5,90"',
    "green": '<rect x="10" y="10" width="80" height="80" rx="6"',
    "white": f'<polygon points="{star(50, 54, 48, 20)}"',
}
for n, shape in SUITS.items():
    write("suit-" + n, 100, 100,
          f'{shape} fill="#ffffff" stroke="{INK}" stroke-width="9" stroke-linejoin="round"/>')
