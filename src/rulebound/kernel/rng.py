"""The seeded random number generator that lives inside a game state.

Games never touch the global :mod:`random` module: every shuffle and roll comes
from the state's own :class:`Rng`, so a game is a pure function of its seed and
its decisions, identical on every machine and Python version (we implement the
generator ourselves rather than rely on :class:`random.Random` internals).

The generator is SplitMix64: one 64-bit integer of state, so cloning is a copy
of one int.

    >>> rng = Rng(42)
    >>> [rng.randbelow(6) for _ in range(5)]
    [5, 3, 1, 0, 3]
    >>> rng.clone().randbelow(100) == rng.randbelow(100)
    True
"""

from __future__ import annotations

import struct
from collections.abc import Callable, MutableSequence, Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

T = TypeVar("T")

_SMALL = 512
# randbelow(i + 1)'s rejection bound (the largest draw kept), by i: shuffles ask it once
# per card
_LIMITS = tuple(_MASK - (_MASK + 1) % (i + 1) for i in range(_SMALL))
_SAFE = _MASK - _SMALL  # below every bound of _LIMITS
_BATCH = 4096  # the most draws a shuffle computes together (Rng.shuffle)


def mix64(z: int) -> int:
    """The SplitMix64 finaliser: a strong 64-bit hash of ``z``."""
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
    return z ^ (z >> 31)


def derive_seed(master: int, index: int) -> int:
    """The seed of game ``index`` of a batch started from ``master``.

    Depends only on the two numbers, so a simulation's results do not depend on
    how its games are split across worker processes.
    """
    return mix64((master * _GAMMA + index + 1) & _MASK) >> 1


class Rng:
    """A small, fast, clonable SplitMix64 generator.

    With ``trace=True`` every outcome drawn (each :meth:`randbelow` and
    :meth:`random` result) is appended to :attr:`trace`: a game state's RNG keeps
    this record as part of the state's history, so a replay can check that it draws
    the same outcomes. Clones do not trace (history stays out of clones).
    """

    __slots__ = ("state", "trace")

    def __init__(self, seed: int = 0, trace: bool = False) -> None:
        self.state = mix64(seed & _MASK)
        self.trace: list[float] | None = [] if trace else None

    def clone(self) -> Rng:
        copy = Rng.__new__(Rng)
        copy.state = self.state
        copy.trace = None
        return copy

    def next64(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        return mix64(self.state)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        limit = _MASK - (_MASK + 1) % n
        while True:
            # next64 and mix64 written out: this is asked for every random decision and
            # every card shuffled, and the two calls cost as much as the arithmetic
            z = self.state = (self.state + _GAMMA) & _MASK
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
            z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
            x = z ^ (z >> 31)
            if x <= limit:
                if self.trace is not None:
                    self.trace.append(x % n)
                return x % n

    def random(self) -> float:
        """A uniform float in ``[0, 1)`` with 53 bits of precision."""
        value = (self.next64() >> 11) * (1.0 / (1 << 53))
        if self.trace is not None:
            self.trace.append(value)
        return value

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place: ``j = randbelow(i + 1)`` for each ``i`` from
        the top down (a game shuffles its decks at every set-up and reshuffle).

        The draws are computed together: their generator states are consecutive
        (``state + k * GAMMA``), so SplitMix64 runs once on one long integer holding
        them all in 128-bit lanes (:func:`_lanes`), each 64-bit product fitting its lane.
        Python's 64-bit integers cost an allocation per operation; one long integer
        costs a little per lane. A draw the bound rejects (rarer than one in 2**54 for
        a list under 1,024 cards) makes the rest go one draw at a time, as
        :meth:`randbelow` would."""
        m = len(items) - 1  # the number of draws
        if m < 1:
            return
        state = self.state
        drawn: list[int] = []
        if m > _BATCH:  # a list longer than any deck: its lanes are not kept
            self.state = self._shuffle_down(items, m, state, drawn)
            if self.trace is not None:
                self.trace += drawn
            return
        rep, steps, lane, unpack = _lanes(m)
        z = (state * rep + steps) & lane  # lane k: the state of draw k
        z = (z ^ (z >> 30)) & lane
        z = z * 0xBF58476D1CE4E5B9 & lane
        z = (z ^ (z >> 27)) & lane
        z = z * 0x94D049BB133111EB & lane
        z = (z ^ (z >> 31)) & lane
        i = m
        for x in unpack(z.to_bytes(16 * m, "little")):
            # every bound of a list under _SMALL cards is above _SAFE: one test mostly
            if x > _SAFE and x > (_LIMITS[i] if i < _SMALL else _MASK - (_MASK + 1) % (i + 1)):
                # rejected: this draw's state is spent; from the next one, one at a time
                state = (state + (m - i + 1) * _GAMMA) & _MASK
                self.state = self._shuffle_down(items, i, state, drawn)
                break
            j = x % (i + 1)
            drawn.append(j)
            items[i], items[j] = items[j], items[i]
            i -= 1
        else:
            self.state = (state + m * _GAMMA) & _MASK
        if self.trace is not None:
            self.trace += drawn

    @staticmethod
    def _shuffle_down(items: MutableSequence[T], top: int, state: int, drawn: list[int]) -> int:
        """The shuffle's draws for ``i`` from ``top`` down, one at a time from the
        generator state ``state`` (as :meth:`randbelow`); returns the state after."""
        for i in range(top, 0, -1):
            limit = _LIMITS[i] if i < _SMALL else _MASK - (_MASK + 1) % (i + 1)
            while True:
                state = (state + _GAMMA) & _MASK
                z = (state ^ (state >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
                z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
                x = z ^ (z >> 31)
                if x <= limit:
                    break
            j = x % (i + 1)
            drawn.append(j)
            items[i], items[j] = items[j], items[i]
        return state


_Lanes = tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]
_LANES: dict[int, _Lanes] = {}


def _lanes(m: int) -> _Lanes:
    """For ``m`` draws at once, lane ``k`` being bits ``128k`` to ``128k + 127`` of one
    integer: the integer with 1 in every lane (times a state: the state in each), the
    one with ``(k + 1) * GAMMA`` in lane ``k`` (mod 2**64), the mask of each lane's low
    64 bits, and the unpacking of the lanes' bytes into their low halves."""
    known = _LANES.get(m)
    if known is None:
        rep = steps = lane = 0
        for k in range(m):
            rep |= 1 << (128 * k)
            steps |= (((k + 1) * _GAMMA) & _MASK) << (128 * k)
            lane |= _MASK << (128 * k)
        known = _LANES[m] = (rep, steps, lane, struct.Struct("<" + "Q8x" * m).unpack)
    return known
