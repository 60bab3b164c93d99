"""Observation encodings: what one seat may see, as a fixed-length vector of numbers.

Learning agents (through the PettingZoo, Gymnasium and OpenSpiel adapters in
:mod:`rulebound.envs`) need every observation of a game to have the same shape. Each
game package provides one in a module ``observation.py`` beside its game module,
with a function ``observation_encoding(game) -> ObservationEncoding``;
:meth:`rulebound.kernel.Game.observation_encoding` finds it. An encoding

* is defined on ``state.view(seat)`` (:meth:`ObservationEncoding.encode_view`), so it
  can carry nothing the view hides; the adapters' leak test redraws hidden information
  and compares encodings. Building the view costs more than most decisions, so a game
  may override :meth:`ObservationEncoding.encode` with a *direct* encoder that reads
  the state as the view builder does and fills an ``array("f")`` (:meth:`Layout.blank`);
  the tests check it equals :meth:`ObservationEncoding.encode_reference` on random
  states;
* is described slice by slice (:attr:`ObservationEncoding.slices`: a name, a size
  and what the numbers mean), which ``docs/agents.md`` lists for every game;
* lists every raw action integer a decision of this configuration may offer
  (:attr:`ObservationEncoding.action_ids`), so that adapters can re-index the sparse
  action integers densely (Mission Arena's range is 40,000; a play offers about
  1,700 of them).

Names (cards, monsters, conditions) are encoded by *feature hashing*: a name counts
in bucket ``crc32(name) % buckets`` of its slice (:func:`name_bucket`). Two names may
share a bucket; in exchange the shape does not depend on the card pool, and a card
added to a game needs no change here.

    >>> layout = Layout([Slice("hp", 2, "hit points / 10"), Slice("hand", 4, "names")])
    >>> layout.size, layout.start["hand"]
    (6, 2)
    >>> vec = layout.zeros()
    >>> layout.count_names(vec, "hand", ["Strength", "Strength"])
    >>> sum(vec)
    2.0
"""

from __future__ import annotations

import zlib
from abc import ABC, abstractmethod
from array import array
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebound.kernel.state import State


@dataclass(frozen=True)
class Slice:
    """A named run of ``size`` numbers in an observation, and what they mean."""

    name: str
    size: int
    meaning: str


_BUCKETS: dict[tuple[str, int], int] = {}


def name_bucket(name: str, buckets: int) -> int:
    """The bucket of ``name`` among ``buckets``: ``crc32(name) % buckets`` (stable across
    runs and machines, unlike ``hash``)."""
    key = (name, buckets)
    found = _BUCKETS.get(key)
    if found is None:
        found = _BUCKETS[key] = zlib.crc32(name.encode("utf-8")) % buckets
    return found


class Layout:
    """Slices laid end to end, with helpers that write into a vector of that size."""

    def __init__(self, slices: Sequence[Slice]) -> None:
        self.slices = tuple(slices)
        self.start: dict[str, int] = {}
        offset = 0
        for piece in self.slices:
            if piece.name in self.start:
                raise ValueError(f"slice {piece.name!r} is listed twice")
            self.start[piece.name] = offset
            offset += piece.size
        self.size = offset
        self._sizes = {piece.name: piece.size for piece in self.slices}
        self._blank = array("f", bytes(4 * offset))

    def zeros(self) -> list[float]:
        return [0.0] * self.size

    def blank(self) -> array[float]:
        """A new vector of zeros as 32-bit floats (what the direct encoders fill: NumPy
        reads it without a copy)."""
        return self._blank[:]

    def put(self, vec: list[float], name: str, values: Sequence[float], at: int = 0) -> None:
        """Write ``values`` into slice ``name`` from its ``at``-th number on."""
        start = self.start[name] + at
        if at + len(values) > self._sizes[name]:
            raise ValueError(f"{len(values)} values do not fit slice {name!r} at {at}")
        vec[start : start + len(values)] = values

    def one_hot(self, vec: list[float], name: str, index: int) -> None:
        """Set number ``index`` of slice ``name`` (ignored when out of range: "none")."""
        if 0 <= index < self._sizes[name]:
            vec[self.start[name] + index] = 1.0

    def count_names(
        self,
        vec: list[float],
        name: str,
        names: Iterable[str],
        at: int = 0,
        width: int | None = None,
    ) -> None:
        """Add one per name in its hashed bucket of slice ``name`` (or of the ``width``
        numbers of that slice from ``at`` on)."""
        buckets = self._sizes[name] - at if width is None else width
        start = self.start[name] + at
        for item in names:
            vec[start + name_bucket(item, buckets)] += 1.0


class ObservationEncoding(ABC):
    """A game configuration's observation encoding (see the module docstring)."""

    layout: Layout
    action_ids: tuple[int, ...]
    """Every raw action integer a decision of this configuration may offer, sorted."""

    @property
    def size(self) -> int:
        return self.layout.size

    @property
    def slices(self) -> tuple[Slice, ...]:
        return self.layout.slices

    @abstractmethod
    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        """The numbers for ``view`` (a :meth:`State.view`), exactly :attr:`size` of them."""

    def encode(self, state: State, seat: int) -> Sequence[float]:
        """The observation of ``state`` for ``seat``: :meth:`encode_reference` unless the
        game reads the state directly (then the numbers must be the same, as 32-bit
        floats)."""
        return self.encode_reference(state, seat)

    def encode_reference(self, state: State, seat: int) -> list[float]:
        """:meth:`encode_view` of the seat's view: the definition of the encoding."""
        return self.encode_view(state.view(seat))

    def describe(self) -> list[tuple[str, int, int, str]]:
        """``(name, start, stop, meaning)`` of each slice, for documentation."""
        return [
            (
                piece.name,
                self.layout.start[piece.name],
                self.layout.start[piece.name] + piece.size,
                piece.meaning,
            )
            for piece in self.layout.slices
        ]


def decision_slices(kinds: int = 32) -> list[Slice]:
    """The slices every game's encoding ends with: whose decision it is and its kind."""
    return [
        Slice("decision_mine", 1, "1 if the pending decision is this seat's"),
        Slice("decision_kind", kinds, "the pending decision's kind, hashed one-hot"),
    ]


def encode_decision(layout: Layout, vec: list[float], view: Mapping[str, Any]) -> None:
    """Fill the :func:`decision_slices` from ``view["decision"]``."""
    pending = view.get("decision") or {}
    if pending.get("seat") == view.get("seat"):
        vec[layout.start["decision_mine"]] = 1.0
    kind = pending.get("kind")
    if kind:
        layout.count_names(vec, "decision_kind", [str(kind)])


def relative_names(players: int) -> tuple[str, ...]:
    """Names of the seats seen from the observer, in seat order: ``"me"``, then
    ``"next"``, ``"next2"``... (``"foe"`` in a two-player game), so that a slice means
    the same to every seat."""
    if players == 2:
        return ("me", "foe")
    return ("me", *(f"next{k}" if k > 1 else "next" for k in range(1, players)))


def scaled(value: Any, scale: float) -> float:
    """``value / scale`` for a number, 0 for anything else (``None``, a hidden count)."""
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, int | float):
        return float(value) / scale
    return 0.0
