"""Timing helpers shared by games: a first-in-first-out trigger queue and
initiative ordering.

:class:`TriggerQueue` is a building block for a game whose triggered abilities
resolve first in, first out, with simultaneous triggers put in order by a player's
choice that the game asks as data (one "which resolves first?" choice at a time, never
a silent pick). The shipped games order their triggers in their own step machines
(Star Wars: Destiny by the battlefield's controller or the resolving player, Marvel
Champions by the first player), so none of them uses it yet; the example reads like
Destiny's case:

    >>> queue = TriggerQueue()
    >>> queue = queue.push("Rey draws").push_simultaneous(["Kylo shields", "Rey resources"])
    >>> queue.pending_order()
    ('Kylo shields', 'Rey resources')
    >>> queue = queue.order_first(1)       # the controller picks "Rey resources" first
    >>> queue.peek(), len(queue)
    ('Rey draws', 3)
    >>> item, queue = queue.pop()
    >>> [queue.pop()[0], queue.pop()[1].pop()[0]]
    ['Rey resources', 'Kylo shields']

Gloomhaven acts in initiative order, lowest first, with tie-breakers:

    >>> initiative_order([("Brute", (45, 0)), ("Guard", (30, 1)), ("Tinkerer", (45, -1))])
    ['Guard', 'Tinkerer', 'Brute']

Queues are immutable (tuples), so a state that holds one clones it for free.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True)
class TriggerQueue(Generic[T]):
    """A FIFO of triggered abilities; a batch triggered together waits to be ordered.

    ``ready`` holds items in resolution order; ``unordered`` holds a simultaneous
    batch whose order a player still has to choose (it goes after ``ready``).
    """

    ready: tuple[T, ...] = ()
    unordered: tuple[T, ...] = ()

    def __len__(self) -> int:
        return len(self.ready) + len(self.unordered)

    def push(self, item: T) -> TriggerQueue[T]:
        """Add one triggered item at the back."""
        if self.unordered:
            raise ValueError("order the pending simultaneous batch before adding more")
        return TriggerQueue((*self.ready, item), ())

    def push_simultaneous(self, items: Sequence[T]) -> TriggerQueue[T]:
        """Add items triggered at the same moment. One item needs no ordering."""
        if self.unordered:
            raise ValueError("order the pending simultaneous batch before adding more")
        if len(items) <= 1:
            return TriggerQueue(self.ready + tuple(items), ())
        return TriggerQueue(self.ready, tuple(items))

    def needs_order(self) -> bool:
        """Whether a player must choose which of a batch resolves first."""
        return len(self.unordered) > 1

    def pending_order(self) -> tuple[T, ...]:
        """The batch awaiting an order (the options of the ordering decision)."""
        return self.unordered

    def order_first(self, index: int) -> TriggerQueue[T]:
        """Answer one ordering decision: ``unordered[index]`` goes next in line.

        When one item is left it is placed automatically (no choice remains).
        """
        if not 0 <= index < len(self.unordered):
            raise IndexError(f"no simultaneous item {index} to order")
        chosen = self.unordered[index]
        rest = self.unordered[:index] + self.unordered[index + 1 :]
        ready = (*self.ready, chosen)
        if len(rest) == 1:
            return TriggerQueue(ready + rest, ())
        return TriggerQueue(ready, rest)

    def peek(self) -> T:
        if not self.ready:
            raise IndexError("no ordered item to resolve")
        return self.ready[0]

    def pop(self) -> tuple[T, TriggerQueue[T]]:
        """The next item to resolve and the queue without it."""
        item = self.peek()
        return item, TriggerQueue(self.ready[1:], self.unordered)


def initiative_order(entries: Iterable[tuple[K, tuple[int, ...]]]) -> list[K]:
    """Keys sorted by initiative, lowest first; ties fall to the later numbers of
    each tuple (the game supplies its own tie-breakers, e.g. character before
    monster, then the second card's initiative). A full tie keeps input order."""
    ranked = sorted(enumerate(entries), key=lambda item: (item[1][1], item[0]))
    return [key for _, (key, _) in ranked]
