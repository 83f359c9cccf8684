#!/usr/bin/env python3
"""Generates the Monsters on the Moon art (assets/svg/motm/*.svg).

The monster heads, crystal and rocket are the drawings of the menu picture
(assets/svg/menu/monsters-on-the-moon.svg); skeleton, Armstrong and his camp
are drawn in the same style. Rules for SDL_image's nanosvg: no <text>, no
filters, masks or <use>, gradients in percentages, width/height equal to the
viewBox. Run from anywhere: python3 assets/svg/motm/generate.py
"""
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
INK = "#1b1530"

DEFS = {
    "cry": '<linearGradient id="cry" x1="0%" y1="0%" x2="100%" y2="100%"><stop offset="0" stop-color="#d8fbff"/><stop offset="0.5" stop-color="#6fd6ff"/><stop offset="1" stop-color="#2a6cf0"/></linearGradient>',
    "cglow": '<radialGradient id="cglow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#aef0ff" stop-opacity="1"/><stop offset="0.5" stop-color="#4fb8ff" stop-opacity="0.5"/><stop offset="1" stop-color="#4fb8ff" stop-opacity="0"/></radialGradient>',
    "fur": '<linearGradient id="fur" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#9c7658"/><stop offset="1" stop-color="#6d4e3b"/></linearGradient>',
    "wface": '<linearGradient id="wface" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#a6e07e"/><stop offset="1" stop-color="#6cbf4f"/></linearGradient>',
    "vface": '<linearGradient id="vface" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#f1ecff"/><stop offset="1" stop-color="#c8bfee"/></linearGradient>',
    "hat": '<linearGradient id="hat" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#7b55c9"/><stop offset="1" stop-color="#4a2f8a"/></linearGradient>',
    "bone": '<linearGradient id="bone" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#fffdf2"/><stop offset="1" stop-color="#d9d3bd"/></linearGradient>',
    "rocket": '<linearGradient id="rocket" x1="0%" y1="0%" x2="100%" y2="0%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9c3e6"/></linearGradient>',
    "flame": '<radialGradient id="flame" cx="50%" cy="20%" r="80%"><stop offset="0" stop-color="#fff6b0"/><stop offset="0.5" stop-color="#ffb02e"/><stop offset="1" stop-color="#ff5a1f"/></radialGradient>',
    "suit": '<linearGradient id="suit" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cfd3e6"/></linearGradient>',
    "visor": '<linearGradient id="visor" x1="0%" y1="0%" x2="100%" y2="100%"><stop offset="0" stop-color="#ffe7a0"/><stop offset="0.5" stop-color="#ffb547"/><stop offset="1" stop-color="#d0641c"/></linearGradient>',
    "moon": '<linearGradient id="moon" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#d4d0e4"/><stop offset="1" stop-color="#a7a2bf"/></linearGradient>',
    "land": '<linearGradient id="land" x1="0%" y1="0%" x2="100%" y2="100%"><stop offset="0" stop-color="#c6d3e8"/><stop offset="1" stop-color="#8f9fc0"/></linearGradient>',
    "back": '<linearGradient id="back" x1="0%" y1="0%" x2="100%" y2="100%"><stop offset="0" stop-color="#3b2f7a"/><stop offset="1" stop-color="#1d1646"/></linearGradient>',
    "sky": '<linearGradient id="sky" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#0e0b26"/><stop offset="1" stop-color="#241c52"/></linearGradient>',
    "tent": '<linearGradient id="tent" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#b9bfd8"/></linearGradient>',
}

# Heads drawn around (0, 0), about 64 units wide: the menu picture's drawings.
WEREWOLF = (
    '<path d="M-22 -8 L-26 -36 L-6 -20 Z" fill="#6d4e3b" stroke="#1b1530" stroke-width="3" stroke-linejoin="round"/>'
    '<path d="M22 -8 L26 -36 L6 -20 Z" fill="#6d4e3b" stroke="#1b1530" stroke-width="3" stroke-linejoin="round"/>'
    '<path d="M-20 -14 L-22 -28 L-12 -20 Z M20 -14 L22 -28 L12 -20 Z" fill="#f0a8a0"/>'
    '<path d="M0 -24 Q22 -24 26 -4 L32 2 L25 6 L29 14 L20 16 Q12 28 0 28 Q-12 28 -20 16 L-29 14 L-25 6 L-32 2 L-26 -4 Q-22 -24 0 -24 Z" fill="url(#fur)" stroke="#1b1530" stroke-width="3" stroke-linejoin="round"/>'
    '<ellipse cx="0" cy="13" rx="14" ry="11" fill="#d9b48c" stroke="#1b1530" stroke-width="2.5"/>'
    '<circle cx="-10" cy="-5" r="7.5" fill="#ffd84a" stroke="#1b1530" stroke-width="1.6"/><circle cx="-9.2" cy="-3.5" r="4.1" fill="#1b1530"/><circle cx="-7.8" cy="-5.2" r="1.5" fill="#ffffff"/>'
    '<circle cx="10" cy="-5" r="7.5" fill="#ffd84a" stroke="#1b1530" stroke-width="1.6"/><circle cx="9.2" cy="-3.5" r="4.1" fill="#1b1530"/><circle cx="10.8" cy="-5.2" r="1.5" fill="#ffffff"/>'
    '<path d="M-18 -15 L-5 -11 M18 -15 L5 -11" stroke="#1b1530" stroke-width="3" stroke-linecap="round"/>'
    '<ellipse cx="0" cy="7" rx="5" ry="3.5" fill="#1b1530"/>'
    '<path d="M-8 16 Q0 22 8 16" fill="none" stroke="#1b1530" stroke-width="2.5" stroke-linecap="round"/>'
    '<path d="M-6 17.5 L-4.5 23 L-2.5 18.6 Z M6 17.5 L4.5 23 L2.5 18.6 Z" fill="#ffffff" stroke="#1b1530" stroke-width="1.2" stroke-linejoin="round"/>'
)
WITCH = (
    '<path d="M-20 -6 Q-28 14 -20 26 L-12 14 Z M20 -6 Q28 14 20 26 L12 14 Z" fill="#ff8a3d" stroke="#1b1530" stroke-width="2.5" stroke-linejoin="round"/>'
    '<ellipse cx="0" cy="6" rx="20" ry="21" fill="url(#wface)" stroke="#1b1530" stroke-width="3"/>'
    '<circle cx="-8" cy="4" r="7" fill="#ffffff" stroke="#1b1530" stroke-width="1.5"/><circle cx="-7.0" cy="4.7" r="3.9" fill="#1b1530"/><circle cx="-5.5" cy="3.2" r="1.4" fill="#ffffff"/>'
    '<circle cx="8" cy="4" r="7" fill="#ffffff" stroke="#1b1530" stroke-width="1.5"/><circle cx="9.1" cy="4.7" r="3.9" fill="#1b1530"/><circle cx="10.5" cy="3.2" r="1.4" fill="#ffffff"/>'
    '<path d="M0 8 L5 16 L-1 15 Z" fill="#5fae42" stroke="#1b1530" stroke-width="2" stroke-linejoin="round"/>'
    '<path d="M-7 19 Q0 25 8 19" fill="none" stroke="#1b1530" stroke-width="2.5" stroke-linecap="round"/>'
    '<ellipse cx="0" cy="-10" rx="31" ry="8" fill="url(#hat)" stroke="#1b1530" stroke-width="3"/>'
    '<path d="M-17 -12 Q-14 -30 -4 -40 Q6 -50 20 -44 Q8 -40 10 -30 L16 -12 Q0 -8 -17 -12 Z" fill="url(#hat)" stroke="#1b1530" stroke-width="3" stroke-linejoin="round"/>'
    '<path d="M-16 -15 Q0 -11 15 -15 L14 -20 Q0 -16 -15 -20 Z" fill="#ffcf3a" stroke="#1b1530" stroke-width="1.5" stroke-linejoin="round"/>'
)
VAMPIRE = (
    '<path d="M-30 26 L-26 -6 L-12 12 L12 12 L26 -6 L30 26 Z" fill="#c2243a" stroke="#1b1530" stroke-width="3" stroke-linejoin="round"/>'
    '<path d="M-24 2 L-14 16 L14 16 L24 2 L22 24 L-22 24 Z" fill="#2a1f44"/>'
    '<path d="M0 -22 Q19 -22 19 0 Q19 20 0 24 Q-19 20 -19 0 Q-19 -22 0 -22 Z" fill="url(#vface)" stroke="#1b1530" stroke-width="3"/>'
    '<path d="M-20 -2 Q-24 -26 0 -26 Q24 -26 20 -2 Q16 -12 9 -14 L0 -5 L-9 -14 Q-16 -12 -20 -2 Z" fill="#241a3a" stroke="#1b1530" stroke-width="2.5" stroke-linejoin="round"/>'
    '<circle cx="-8" cy="2" r="6.5" fill="#ffffff" stroke="#1b1530" stroke-width="1.5"/><circle cx="-8.0" cy="3.0" r="3.6" fill="#1b1530"/><circle cx="-6.7" cy="1.5" r="1.3" fill="#ffffff"/>'
    '<circle cx="8" cy="2" r="6.5" fill="#ffffff" stroke="#1b1530" stroke-width="1.5"/><circle cx="8.0" cy="3.0" r="3.6" fill="#1b1530"/><circle cx="9.3" cy="1.5" r="1.3" fill="#ffffff"/>'
    '<path d="M-15 -6 L-3 -3 M15 -6 L3 -3" stroke="#1b1530" stroke-width="2.5" stroke-linecap="round"/>'
    '<path d="M-8 13 Q0 18 8 13" fill="none" stroke="#1b1530" stroke-width="2.5" stroke-linecap="round"/>'
    '<path d="M-5 14.5 L-3.5 20 L-1.8 15.8 Z M5 14.5 L3.5 20 L1.8 15.8 Z" fill="#ffffff" stroke="#1b1530" stroke-width="1.2" stroke-linejoin="round"/>'
    '<ellipse cx="-13" cy="10" rx="3.5" ry="2" fill="#f59bb5" opacity="0.8"/><ellipse cx="13" cy="10" rx="3.5" ry="2" fill="#f59bb5" opacity="0.8"/>'
)
# A friendly skull: round cranium, big eye sockets with shiny pupils, teeth.
SKELETON = (
    '<path d="M0 -26 Q24 -26 24 -2 Q24 10 16 14 L16 22 Q0 28 -16 22 L-16 14 Q-24 10 -24 -2 Q-24 -26 0 -26 Z" fill="url(#bone)" stroke="#1b1530" stroke-width="3" stroke-linejoin="round"/>'
    '<path d="M-12 -20 Q-4 -24 4 -22" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>'
    '<ellipse cx="-9" cy="-1" rx="7.5" ry="8.5" fill="#2a2145" stroke="#1b1530" stroke-width="1.5"/><circle cx="-8" cy="0" r="3.4" fill="#8fe3ff"/><circle cx="-6.8" cy="-1.4" r="1.3" fill="#ffffff"/>'
    '<ellipse cx="9" cy="-1" rx="7.5" ry="8.5" fill="#2a2145" stroke="#1b1530" stroke-width="1.5"/><circle cx="10" cy="0" r="3.4" fill="#8fe3ff"/><circle cx="11.2" cy="-1.4" r="1.3" fill="#ffffff"/>'
    '<path d="M0 8 L-3.5 13 L3.5 13 Z" fill="#2a2145" stroke="#1b1530" stroke-width="1.5" stroke-linejoin="round"/>'
    '<path d="M-10 18 H10 M-5 16 V22 M0 16 V23 M5 16 V22" stroke="#1b1530" stroke-width="2" stroke-linecap="round"/>'
)
CRYSTAL = (
    '<circle cx="0" cy="4" r="34" fill="url(#cglow)"/>'
    '<g transform="translate(-9 12) rotate(-18)"><path d="M-8 0 V-15.4 L0 -22 L8 -15.4 V0 Z" fill="url(#cry)" stroke="#1b1530" stroke-width="2.5" stroke-linejoin="round"/><path d="M-2.8 -3 V-15.4" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/></g>'
    '<g transform="translate(9 12) rotate(20)"><path d="M-8 0 V-14.0 L0 -20 L8 -14.0 V0 Z" fill="url(#cry)" stroke="#1b1530" stroke-width="2.5" stroke-linejoin="round"/><path d="M-2.8 -3 V-14.0" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/></g>'
    '<g transform="translate(0 12)"><path d="M-10 0 V-22.4 L0 -32 L10 -22.4 V0 Z" fill="url(#cry)" stroke="#1b1530" stroke-width="2.5" stroke-linejoin="round"/><path d="M-3.5 -3 V-22.4" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/></g>'
)
ASTRONAUT = (
    '<path d="M-20 30 Q-22 10 -14 4 L14 4 Q22 10 20 30 Z" fill="url(#suit)" stroke="#1b1530" stroke-width="3" stroke-linejoin="round"/>'
    '<rect x="-8" y="12" width="16" height="10" rx="2" fill="#7fd3ff" stroke="#1b1530" stroke-width="2"/>'
    '<path d="M-20 14 L-30 2 M20 14 L30 -4" stroke="#1b1530" stroke-width="8" stroke-linecap="round"/>'
    '<path d="M-20 14 L-30 2 M20 14 L30 -4" stroke="#f4f4fb" stroke-width="4.5" stroke-linecap="round"/>'
    '<path d="M30 -4 V-36" stroke="#1b1530" stroke-width="3" stroke-linecap="round"/>'
    '<path d="M31 -36 H48 V-24 H31 Z" fill="#ffcf3a" stroke="#1b1530" stroke-width="2.5" stroke-linejoin="round"/>'
    '<circle cx="0" cy="-14" r="18" fill="url(#suit)" stroke="#1b1530" stroke-width="3"/>'
    '<path d="M-13 -16 Q-13 -27 0 -27 Q13 -27 13 -16 Q13 -4 0 -4 Q-13 -4 -13 -16 Z" fill="url(#visor)" stroke="#1b1530" stroke-width="2.5"/>'
    '<path d="M-7 -21 Q-3 -24 2 -24" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>'
)
CAMP = (
    '<path d="M-34 22 Q-30 -18 0 -20 Q30 -18 34 22 Z" fill="url(#tent)" stroke="#1b1530" stroke-width="3" stroke-linejoin="round"/>'
    '<path d="M-10 22 Q-10 2 0 2 Q10 2 10 22 Z" fill="#2a2145" stroke="#1b1530" stroke-width="2.5" stroke-linejoin="round"/>'
    '<path d="M-26 4 Q0 -6 26 4" fill="none" stroke="#9aa2c4" stroke-width="2.5"/>'
    '<circle cx="-18" cy="-4" r="4.5" fill="#7fd3ff" stroke="#1b1530" stroke-width="2"/>'
    '<circle cx="18" cy="-4" r="4.5" fill="#7fd3ff" stroke="#1b1530" stroke-width="2"/>'
    '<path d="M0 -20 V-40" stroke="#1b1530" stroke-width="3" stroke-linecap="round"/>'
    '<path d="M1 -40 H18 L14 -34 L18 -28 H1 Z" fill="#ef3d5a" stroke="#1b1530" stroke-width="2.5" stroke-linejoin="round"/>'
)


def rocket(fin):
    return (
        f'<path d="M-9 22 Q0 52 0 58 Q0 52 9 22 Z" fill="url(#flame)" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<path d="M-12 6 L-24 22 L-22 30 L-9 20 Z M12 6 L24 22 L22 30 L9 20 Z" fill="{fin}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
        f'<path d="M0 -36 Q16 -20 14 6 L11 24 H-11 L-14 6 Q-16 -20 0 -36 Z" fill="url(#rocket)" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
        f'<path d="M0 -36 Q9 -27 12 -18 H-12 Q-9 -27 0 -36 Z" fill="{fin}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
        f'<circle cx="0" cy="-3" r="7" fill="#7fd3ff" stroke="{INK}" stroke-width="3"/><circle cx="-2" cy="-5" r="2.2" fill="#ffffff"/>'
        f'<path d="M0 8 V22" stroke="{INK}" stroke-width="2.5"/>'
    )


MONSTERS = {"werewolf": WEREWOLF, "witch": WITCH, "vampire": VAMPIRE, "skeleton": SKELETON}
# Player colours (markers, ship fins, tile rims); keep in step with the view.
COLOURS = {"werewolf": "#f0a04b", "witch": "#7ad65a", "vampire": "#ef4a66", "skeleton": "#9cc4ff"}


def defs_for(body):
    used = [d for k, d in DEFS.items() if f"url(#{k})" in body]
    return "<defs>" + "".join(used) + "</defs>" if used else ""


def write(name, w, h, body):
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
           + defs_for(body) + body + "</svg>\n")
    with open(os.path.join(HERE, name + ".svg"), "w") as f:
        f.write(svg)


def craters(rng, x0, y0, w, h, n, big=9.0):
    out = []
    for _ in range(n):
        cx, cy = x0 + rng.uniform(0.12, 0.88) * w, y0 + rng.uniform(0.15, 0.85) * h
        rx = rng.uniform(3.5, big)
        ry = rx * 0.78
        out.append(f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{ry:.1f}" fill="#000000" fill-opacity="0.14"/>'
                   f'<path d="M{cx - rx * 0.8:.1f} {cy + ry * 0.45:.1f} A{rx:.1f} {ry:.1f} 0 0 0 {cx + rx * 0.9:.1f} {cy + ry * 0.3:.1f}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.6" stroke-linecap="round"/>')
    return "".join(out)


def card_base(name, fill, seed, n):
    """A 3x2 card, 300x200: six squares of moon surface in a dark frame."""
    rng = random.Random(seed)
    body = f'<rect x="2" y="2" width="296" height="196" rx="14" fill="{INK}"/>'
    for r in range(2):
        for c in range(3):
            x, y = 7 + c * 96, 7 + r * 96
            body += f'<rect x="{x}" y="{y}" width="90" height="90" rx="9" fill="url(#{fill})"/>'
            body += craters(rng, x, y, 90, 90, n)
    write(name, 300, 200, body)


def main():
    for key, head in MONSTERS.items():
        write(f"head-{key}", 100, 100, f'<g transform="translate(50 52) scale(1.25)">{head}</g>')
        # A double head: two of them, cheek to cheek.
        write(f"double-{key}", 100, 100,
              f'<g transform="translate(31 56) scale(0.82)">{head}</g>'
              f'<g transform="translate(69 50) scale(0.82)">{head}</g>')
        write(f"ship-{key}", 100, 100, f'<g transform="translate(50 44) rotate(0) scale(0.82)">{rocket(COLOURS[key])}</g>')
        write(f"tile-{key}", 100, 100,
              f'<circle cx="50" cy="50" r="46" fill="{COLOURS[key]}" stroke="{INK}" stroke-width="4"/>'
              f'<circle cx="50" cy="50" r="38" fill="#2a2145" stroke="{INK}" stroke-width="2"/>'
              f'<g transform="translate(50 53) scale(0.98)">{head}</g>')
    write("crystal", 100, 100, f'<g transform="translate(50 50) scale(1.3)">{CRYSTAL}</g>')
    write("armstrong", 100, 100, f'<g transform="translate(42 56) scale(1.02)">{ASTRONAUT}</g>')
    write("camp", 100, 100, f'<g transform="translate(50 58) scale(1.2)">{CAMP}</g>')
    card_base("card-base", "moon", 3, 2)
    card_base("landscape-base", "land", 7, 3)
    # The back of a card: night sky with a moon and stars.
    rng = random.Random(11)
    stars = "".join(f'<circle cx="{rng.uniform(20, 280):.1f}" cy="{rng.uniform(20, 180):.1f}" r="{rng.uniform(1, 2.6):.1f}" fill="#ffffff" fill-opacity="{rng.uniform(0.4, 0.9):.2f}"/>' for _ in range(26))
    write("card-back", 300, 200,
          f'<rect x="2" y="2" width="296" height="196" rx="14" fill="url(#back)" stroke="{INK}" stroke-width="4"/>'
          f'<rect x="14" y="14" width="272" height="172" rx="10" fill="none" stroke="#ffc43d" stroke-width="3" stroke-opacity="0.7"/>'
          + stars +
          '<circle cx="150" cy="100" r="46" fill="url(#moon)" stroke="#1b1530" stroke-width="4"/>'
          + craters(random.Random(5), 110, 62, 80, 76, 4, 8))
    # The table: a night sky over the moon's surface.
    rng = random.Random(21)
    sky = "".join(f'<circle cx="{rng.uniform(0, 1600):.0f}" cy="{rng.uniform(0, 900):.0f}" r="{rng.uniform(0.8, 2.6):.1f}" fill="#ffffff" fill-opacity="{rng.uniform(0.25, 0.85):.2f}"/>' for _ in range(180))
    write("background", 1600, 900,
          '<rect x="0" y="0" width="1600" height="900" fill="url(#sky)"/>' + sky +
          '<circle cx="1380" cy="150" r="60" fill="#3a3270" fill-opacity="0.6"/>'
          '<circle cx="210" cy="760" r="120" fill="#3a3270" fill-opacity="0.35"/>')


if __name__ == "__main__":
    main()
