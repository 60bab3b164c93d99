"""Errors raised for bad input. Each carries a one-line message naming what is wrong and where."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


class RuleboundError(Exception):
    """Base class: a user-facing problem with a clear one-line message."""


class IllegalActionError(RuleboundError):
    """An action index that is not among the pending decision's options."""


class UnknownGameError(RuleboundError):
    """A game id that is not in the registry."""


class ParameterError(RuleboundError):
    """A game parameter that is unknown or has the wrong type or value."""


class ReplayError(RuleboundError):
    """A replay or save file that cannot be read or does not replay."""


class DataError(RuleboundError):
    """A card or deck file that is malformed: names the file, the entry and the field."""


@dataclass(frozen=True)
class DeckProblem:
    """One deck-building rule a deck breaks.

    ``message`` is what a player reads: one line in plain English naming the card (and
    its line in the file, where known). ``rules`` are the catalog rule IDs the problem
    breaks, as data for tests and tools; they are never part of the message.
    """

    message: str
    rules: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.message


class DeckError(RuleboundError):
    """A deck list that breaks the deck-building rules; ``problems`` lists each one
    (empty for an error that is not about a rule, such as a bad shipped deck name)."""

    def __init__(self, message: str, problems: Iterable[DeckProblem] = ()) -> None:
        super().__init__(message)
        self.problems: tuple[DeckProblem, ...] = tuple(problems)

    @classmethod
    def listing(cls, heading: str, problems: Sequence[DeckProblem]) -> DeckError:
        """All of a deck's problems on one line: ``heading: problem`` for one, and
        ``heading, 2 problems: (1) ...; (2) ...`` for more (numbered, because a problem's
        own message may hold a semicolon)."""
        if len(problems) == 1:
            return cls(f"{heading}: {problems[0]}", problems)
        listed = "; ".join(f"({n}) {p}" for n, p in enumerate(problems, start=1))
        return cls(f"{heading}, {len(problems)} problems: {listed}", problems)

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule ID the problems name, in order, each once."""
        return tuple(dict.fromkeys(rule for p in self.problems for rule in p.rules))

    def __reduce__(self) -> tuple[type[DeckError], tuple[str, tuple[DeckProblem, ...]]]:
        # Exceptions pickle their args only; keep the problems across processes.
        return (type(self), (str(self), self.problems))


class UnknownObjectError(RuleboundError):
    """An object id that is unknown, or hidden from the seat asking to describe it."""
