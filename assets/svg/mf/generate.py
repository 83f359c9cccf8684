#!/usr/bin/env python3
# Generates the Monster Factory art (SVG) in the directory containing this
# script. Tiles are not drawn one by one: the table composes each tile from
# parts, rotated to the edge they belong to, so that the same few parts make
# all 88 tiles and a finished monster reads as one creature:
#
#   tile            the cream tile face
#   tile-back       a face-down tile (the stack)
#   thick-line      dark outline of a thick (purple) body part, centre to top edge
#   thick           its fill
#   thin-line       dark outline of a thin (green) limb, centre to top edge
#   thin            its fill
#   eye-0..2        an eye (drawn upright), pupils looking three ways
#   head            a head for a thick end piece with an eye (connector at the top)
#   claws           claws for a thick end piece without an eye
#   foot            a foot for a thin end piece without an eye
#   box             the box tiles that fit nowhere go to
#   rotate-cw/-ccw  the turn buttons
#   background      the factory floor behind the table
#
# Run:  python3 assets/svg/mf/generate.py
# Constraints of the renderer (nanosvg): no text, filters, masks, <use>;
# gradients with percentage or userSpaceOnUse coordinates.

import math
import os

OUT = os.path.dirname(os.path.abspath(__file__))
INK = "#1b1530"


def write(name, size, body, defs=""):
    w, h = size if isinstance(size, tuple) else (size, size)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'viewBox="0 0 {w} {h}">\n')
    if defs:
        svg += f"<defs>{defs}</defs>\n"
    svg += body.strip() + "\n</svg>\n"
    with open(os.path.join(OUT, name + ".svg"), "w") as f:
        f.write(svg)


def hgrad(gid, stops):
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{gid}" x1="0%" y1="0%" x2="100%" y2="0%">{s}</linearGradient>'


def vgrad(gid, stops):
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{gid}" x1="0%" y1="0%" x2="0%" y2="100%">{s}</linearGradient>'


# ------------------------------------------------------------------ tile face

write("tile", 100, """
<rect x="2" y="2" width="96" height="96" rx="10" fill="url(#face)" stroke="#b9a588" stroke-width="2"/>
<rect x="7" y="6" width="86" height="10" rx="5" fill="#ffffff" opacity="0.35"/>
""", vgrad("face", [(0, "#fdf6ea"), (1, "#e6d8c2")]))

write("tile-back", 100, """
<rect x="3" y="3" width="94" height="94" rx="11" fill="url(#back)" stroke="#1b1530" stroke-width="5"/>
<rect x="11" y="11" width="78" height="78" rx="7" fill="none" stroke="#8a74d8" stroke-width="3" opacity="0.7"/>
""" + "".join(
    f'<rect x="46" y="22" width="8" height="12" rx="2" fill="#b9a6f2" '
    f'transform="rotate({a} 50 50)"/>' for a in range(0, 360, 45)) + """
<circle cx="50" cy="50" r="19" fill="#b9a6f2" stroke="#1b1530" stroke-width="3"/>
<circle cx="50" cy="50" r="8" fill="#3a2a7a"/>
""", vgrad("back", [(0, "#4a3596"), (1, "#261a5c")]))

# ------------------------------------------------------------- body parts
# A part runs from the top edge to the centre and ends in a round joint, so
# any set of parts on one tile joins smoothly. Outline and fill are separate
# images: the table draws every outline of a monster first, then every fill.

THICK_W, THICK_OUT = 25, 29   # half widths of the fill and of the outline
THIN_W, THIN_OUT = 9, 14


def arm(half):
    return (f'<rect x="{50 - half}" y="0" width="{2 * half}" height="50"/>'
            f'<circle cx="50" cy="50" r="{half}"/>')


def arm_filled(half, fill, extra=""):
    return (f'<g fill="{fill}">{arm(half)}</g>' + extra)


write("thick-line", 100, f'<g fill="{INK}">{arm(THICK_OUT)}</g>')
write("thin-line", 100, f'<g fill="{INK}">{arm(THIN_OUT)}</g>')

thick_spots = ('<circle cx="38" cy="18" r="4.5" fill="#5b2f9e" opacity="0.45"/>'
               '<circle cx="61" cy="34" r="3.2" fill="#5b2f9e" opacity="0.45"/>'
               '<rect x="33" y="0" width="7" height="50" fill="#d9c2ff" opacity="0.25"/>')
write("thick", 100, arm_filled(THICK_W, "url(#purple)", thick_spots),
      hgrad("purple", [(0, "#5a2f9c"), (0.28, "#b68cf5"), (0.6, "#8a58dc"), (1, "#5a2f9c")]))

thin_shine = '<rect x="45" y="0" width="3.5" height="50" fill="#eaffd0" opacity="0.45"/>'
write("thin", 100, arm_filled(THIN_W, "url(#green)", thin_shine),
      hgrad("green", [(0, "#2a8a3a"), (0.35, "#8ce86e"), (0.7, "#4fc34a"), (1, "#2a8a3a")]))

# ------------------------------------------------------------------- eyes

for i, (px, py) in enumerate([(-5, -3), (5, -3), (0, 4)]):
    write(f"eye-{i}", 100, f"""
<circle cx="50" cy="50" r="40" fill="#ffffff" stroke="{INK}" stroke-width="8"/>
<circle cx="{50 + px * 2.2}" cy="{50 + py * 2.2}" r="22" fill="url(#iris)"/>
<circle cx="{50 + px * 2.6}" cy="{50 + py * 2.6}" r="13" fill="{INK}"/>
<circle cx="{44 + px * 2.2}" cy="{42 + py * 2.2}" r="6" fill="#ffffff"/>
<path d="M16 40 A36 36 0 0 1 84 40 Q50 30 16 40 Z" fill="#000000" opacity="0.08"/>
""", '<radialGradient id="iris" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#9fe3ff"/>'
         '<stop offset="1" stop-color="#2f7fcf"/></radialGradient>')

# ------------------------------------------------------------- end pieces
# Drawn for a part coming in at the top: the feature points away, downwards.

# A head: a round purple head with one big eye and a grin, facing down.
write("head", 100, f"""
<circle cx="50" cy="56" r="37" fill="{INK}"/>
<circle cx="50" cy="56" r="32" fill="url(#headfill)"/>
<ellipse cx="38" cy="42" rx="10" ry="6" fill="#e4d2ff" opacity="0.45"/>
<path d="M26 22 L22 8 L36 18 Z" fill="#fff3d6" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>
<path d="M74 22 L78 8 L64 18 Z" fill="#fff3d6" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>
<circle cx="50" cy="50" r="15" fill="#ffffff" stroke="{INK}" stroke-width="3.5"/>
<circle cx="50" cy="54" r="8.5" fill="url(#iris)"/>
<circle cx="50" cy="55" r="5" fill="{INK}"/>
<circle cx="46.5" cy="50.5" r="2.4" fill="#ffffff"/>
<path d="M33 70 Q50 88 67 70 Q50 76 33 70 Z" fill="#4a1830" stroke="{INK}" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M39 72 L42 78 L45 73.5 Z" fill="#ffffff" stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M55 73.5 L58 78 L61 72 Z" fill="#ffffff" stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M47 79 Q51 85 54 79 Z" fill="#ff7d9c"/>
""", '<radialGradient id="headfill" cx="38%" cy="30%" r="80%"><stop offset="0" stop-color="#c9a2ff"/>'
     '<stop offset="0.55" stop-color="#8a58dc"/><stop offset="1" stop-color="#54298f"/></radialGradient>'
     '<radialGradient id="iris" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffe38a"/>'
     '<stop offset="1" stop-color="#e08a1c"/></radialGradient>')

claws = "".join(
    f'<path d="M{x - 6.5} {y} L{x + dx} {y + 16} L{x + 6.5} {y} Z" fill="#fff3d6" stroke="{INK}" '
    f'stroke-width="3.5" stroke-linejoin="round"/>'
    for x, y, dx in [(35, 66, -4), (50, 71, 0), (65, 66, 4)])
write("claws", 100, claws)

write("foot", 100, f"""
<ellipse cx="50" cy="66" rx="22" ry="12" fill="#ff9b3d" stroke="{INK}" stroke-width="4"/>
<circle cx="36" cy="74" r="5" fill="#ff9b3d" stroke="{INK}" stroke-width="3"/>
<circle cx="50" cy="78" r="5" fill="#ff9b3d" stroke="{INK}" stroke-width="3"/>
<circle cx="64" cy="74" r="5" fill="#ff9b3d" stroke="{INK}" stroke-width="3"/>
<ellipse cx="44" cy="61" rx="9" ry="3.5" fill="#ffd29a" opacity="0.8"/>
""")

# --------------------------------------------------------------------- box

write("box", 100, f"""
<path d="M14 40 L50 28 L86 40 L50 52 Z" fill="#7a5230" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M14 40 L50 52 L50 92 L14 80 Z" fill="url(#boxl)" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M86 40 L50 52 L50 92 L86 80 Z" fill="url(#boxr)" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M14 40 L2 56 L38 68 L50 52 Z" fill="#e0a866" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M86 40 L98 56 L62 68 L50 52 Z" fill="#c98c4c" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M30 72 L36 78 M36 72 L30 78" stroke="#7a4a20" stroke-width="3" stroke-linecap="round"/>
""", vgrad("boxl", [(0, "#d99a56"), (1, "#b67836")]) + vgrad("boxr", [(0, "#c4874a"), (1, "#9c6430")]))

# ----------------------------------------------------------- turn buttons

def rotate_icon(name, sign):
    # An arc of three quarters with an arrow head, clockwise for sign=1.
    r, cx, cy = 20, 32, 34
    a0, a1 = math.radians(-200), math.radians(60)
    if sign < 0:
        a0, a1 = math.radians(20), math.radians(-240)
    x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
    x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
    sweep = 1 if sign > 0 else 0
    path = f"M{x0:.1f} {y0:.1f} A{r} {r} 0 1 {sweep} {x1:.1f} {y1:.1f}"
    # Arrow head along the tangent at the end.
    t = a1 + sign * math.pi / 2
    tx, ty = math.cos(t), math.sin(t)
    nx, ny = -ty, tx
    tip = (x1 + tx * 11, y1 + ty * 11)
    b1 = (x1 + nx * 9, y1 + ny * 9)
    b2 = (x1 - nx * 9, y1 - ny * 9)
    head = f"M{tip[0]:.1f} {tip[1]:.1f} L{b1[0]:.1f} {b1[1]:.1f} L{b2[0]:.1f} {b2[1]:.1f} Z"
    write(name, 64, f"""
<path d="{path}" fill="none" stroke="{INK}" stroke-width="13" stroke-linecap="round"/>
<path d="{path}" fill="none" stroke="#f4eefc" stroke-width="6" stroke-linecap="round"/>
<path d="{head}" fill="#f4eefc" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>
""")


rotate_icon("rotate-cw", 1)
rotate_icon("rotate-ccw", -1)

# -------------------------------------------------------------- background

def gear(cx, cy, r, teeth, opacity):
    pts = []
    for i in range(teeth * 4):
        a = 2 * math.pi * i / (teeth * 4)
        rr = r * (1.18 if i % 4 in (1, 2) else 1.0)
        pts.append(f"{cx + rr * math.cos(a):.1f} {cy + rr * math.sin(a):.1f}")
    hole = r * 0.42
    return (f'<path d="M{" L".join(pts)} Z M{cx + hole:.1f} {cy} A{hole:.1f} {hole:.1f} 0 1 0 '
            f'{cx - hole:.1f} {cy} A{hole:.1f} {hole:.1f} 0 1 0 {cx + hole:.1f} {cy} Z" '
            f'fill="#8a74d8" fill-rule="evenodd" opacity="{opacity}"/>')


bg = ['<rect x="0" y="0" width="1600" height="900" fill="url(#floor)"/>',
      '<circle cx="800" cy="470" r="760" fill="url(#glow)"/>']
for cx, cy, r, n, o in [(60, 860, 110, 12, 0.10), (1530, 120, 90, 10, 0.09),
                        (1480, 820, 60, 8, 0.08), (180, 90, 46, 8, 0.07),
                        (820, 900, 70, 9, 0.06)]:
    bg.append(gear(cx, cy, r, n, o))
# Conveyor rollers along the bottom edge.
for x in range(0, 1600, 64):
    bg.append(f'<circle cx="{x + 32}" cy="892" r="14" fill="#2a2160" opacity="0.6"/>')
write("background", (1600, 900), "\n".join(bg),
      vgrad("floor", [(0, "#231a4d"), (1, "#120d2b")]) +
      '<radialGradient id="glow" cx="800" cy="470" r="760" gradientUnits="userSpaceOnUse">'
      '<stop offset="0" stop-color="#5b46b0" stop-opacity="0.30"/>'
      '<stop offset="1" stop-color="#5b46b0" stop-opacity="0"/></radialGradient>')
