#!/usr/bin/env python3
# Generates the short sound effects used by monstermoon (card.wav, move.wav,
# success.wav, mistake.wav, click.wav, draw.wav, turn.wav, end.wav) as
# 16-bit mono 44100 Hz WAV files in the directory containing this script.
#
# Run:  python3 assets/sounds/generate.py
#
# Python 3 standard library only. Output is deterministic: the noise source
# uses a fixed random seed, so every run writes byte-identical files.
# Every sound is normalised to a peak of -6 dBFS and gets short fade-in/out
# ramps so it starts and ends at silence (no clicks).

import math
import os
import random
import struct
import wave

RATE = 44100
PEAK = 0.5  # -6.02 dBFS
OUT_DIR = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------- helpers

def n_samples(seconds):
    return int(round(seconds * RATE))


def silence(seconds):
    return [0.0] * n_samples(seconds)


def mix_into(buf, sound, start_seconds, gain=1.0):
    """Add `sound` into `buf` starting at `start_seconds`."""
    offset = n_samples(start_seconds)
    for i, s in enumerate(sound):
        j = offset + i
        if j >= len(buf):
            break
        buf[j] += s * gain


def lowpass(samples, cutoff):
    """One-pole low-pass filter. `cutoff` is Hz or a function of sample index."""
    out, y = [], 0.0
    for i, x in enumerate(samples):
        fc = cutoff(i) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-2.0 * math.pi * fc / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples, cutoff):
    """One-pole high-pass filter (input minus its low-passed version)."""
    return [x - y for x, y in zip(samples, lowpass(samples, cutoff))]


def noise(seconds, rng):
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(seconds))]


def tone(freq, seconds, decay, partials=((1.0, 1.0),), attack=0.004,
         release=0.012):
    """Sum of sine partials (ratio, amplitude) with a fast attack, an
    exponential decay (`decay` = time constant in seconds) and a short
    release ramp so the note ends at exactly zero."""
    out = []
    n = n_samples(seconds)
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        env *= min(1.0, (n - 1 - i) / (release * RATE))
        s = 0.0
        for ratio, amp in partials:
            s += amp * math.sin(2.0 * math.pi * freq * ratio * t)
        out.append(s * env)
    return out


def bell(freq, seconds, decay=0.25):
    """Soft bell: fundamental plus quieter, faster-fading inharmonic partials."""
    main = tone(freq, seconds, decay, ((1.0, 1.0), (2.0, 0.25)))
    shimmer = tone(freq, seconds, decay * 0.3, ((2.76, 0.15), (5.4, 0.05)))
    return [a + b for a, b in zip(main, shimmer)]


def finish(samples, fade_in=0.004, fade_out=0.012):
    """Apply raised-cosine edge fades, then normalise the peak to PEAK."""
    n = len(samples)
    fi, fo = max(1, n_samples(fade_in)), max(1, n_samples(fade_out))
    out = list(samples)
    for i in range(min(fi, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    peak = max(abs(s) for s in out) or 1.0
    return [s * PEAK / peak for s in out]


def write_wav(name, samples):
    frames = b"".join(
        struct.pack("<h", max(-32767, min(32767, int(round(s * 32767)))))
        for s in samples)
    path = os.path.join(OUT_DIR, name)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    print("wrote %-12s %5d ms" % (name, round(1000 * len(samples) / RATE)))


# ---------------------------------------------------------------- sounds

def make_card(rng):
    """Soft papery swish: band-limited noise whose brightness rises then falls."""
    dur = 0.12
    n = n_samples(dur)
    sweep = lambda i: 1500 + 4500 * math.sin(math.pi * i / n)
    s = highpass(lowpass(noise(dur, rng), sweep), 700)
    env = [math.sin(math.pi * i / n) ** 1.5 for i in range(n)]
    return finish([a * e for a, e in zip(s, env)])


def make_move():
    """Cute rising 'boing': an upward pitch sweep with a little wobble."""
    dur = 0.22
    out, phase = [], 0.0
    for i in range(n_samples(dur)):
        t = i / RATE
        freq = 260 * (3.0 ** (t / dur))             # 260 Hz -> 780 Hz
        freq *= 1.0 + 0.04 * math.sin(2 * math.pi * 18 * t)
        phase += 2 * math.pi * freq / RATE
        env = min(1.0, t / 0.01) * math.exp(-t / 0.12)
        out.append(env * (math.sin(phase) + 0.2 * math.sin(2 * phase)))
    return finish(out)


def make_success():
    """Bright three-note arpeggio chime: C6, E6, G6."""
    buf = silence(0.6)
    for k, freq in enumerate((1046.50, 1318.51, 1567.98)):
        mix_into(buf, bell(freq, 0.6 - 0.1 * k, decay=0.18), 0.1 * k)
    return finish(buf, fade_out=0.03)


def make_mistake():
    """Gentle low 'bonk-bonk': two descending mellow square-ish notes."""
    buf = silence(0.25)
    soft_square = ((1.0, 1.0), (3.0, 0.22), (5.0, 0.08))
    for k, freq in enumerate((233.08, 174.61)):       # Bb3 -> F3
        note = tone(freq, 0.125, 0.05, soft_square, attack=0.006)
        mix_into(buf, lowpass(note, 1200), 0.125 * k)
    return finish(buf, fade_out=0.02)


def make_click(rng):
    """Tiny UI tick: a very short high blip with a touch of noise."""
    dur = 0.04
    blip = tone(2200, dur, 0.006, ((1.0, 1.0), (1.5, 0.3)), attack=0.001)
    grit = highpass(noise(dur, rng), 3000)
    grit = [g * math.exp(-i / RATE / 0.003) * 0.3 for i, g in enumerate(grit)]
    return finish([a + b for a, b in zip(blip, grit)], fade_in=0.001,
                  fade_out=0.008)


def make_draw(rng):
    """Short soft slide: darker noise that swells and slides downwards."""
    dur = 0.15
    n = n_samples(dur)
    sweep = lambda i: 2500 - 1700 * i / n            # 2.5 kHz -> 800 Hz
    s = highpass(lowpass(lowpass(noise(dur, rng), sweep), sweep), 300)
    env = [min(1.0, i / (0.3 * n)) * (1.0 - i / n) ** 0.7 for i in range(n)]
    return finish([a * e for a, e in zip(s, env)])


def make_turn():
    """'Your turn' cue: soft two-note bell, G5 then C6."""
    buf = silence(0.35)
    mix_into(buf, bell(783.99, 0.35, decay=0.12), 0.0, gain=0.8)
    mix_into(buf, bell(1046.50, 0.23, decay=0.1), 0.12)
    return finish(buf, fade_out=0.03)


def make_end():
    """Game-over fanfare: a cheerful little C-major melody ending on a chord."""
    buf = silence(1.2)
    melody = [  # (start s, frequency Hz, length s)
        (0.00, 523.25, 0.14),   # C5
        (0.12, 659.25, 0.14),   # E5
        (0.24, 783.99, 0.14),   # G5
        (0.36, 659.25, 0.14),   # E5
        (0.48, 783.99, 0.22),   # G5
        (0.66, 1046.50, 0.54),  # C6 (held)
    ]
    voice = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))
    for start, freq, length in melody:
        decay = 0.25 if length > 0.3 else 0.1
        mix_into(buf, tone(freq, length, decay, voice, attack=0.008), start)
    for freq in (523.25, 659.25, 783.99):           # soft final chord
        mix_into(buf, tone(freq, 0.54, 0.25, attack=0.01), 0.66, gain=0.35)
    return finish(buf, fade_out=0.06)


def main():
    rng = random.Random(20240517)  # fixed seed -> identical bytes every run
    write_wav("card.wav", make_card(rng))
    write_wav("move.wav", make_move())
    write_wav("success.wav", make_success())
    write_wav("mistake.wav", make_mistake())
    write_wav("click.wav", make_click(rng))
    write_wav("draw.wav", make_draw(rng))
    write_wav("turn.wav", make_turn())
    write_wav("end.wav", make_end())


if __name__ == "__main__":
    main()
