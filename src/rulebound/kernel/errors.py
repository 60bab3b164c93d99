"""Errors raised for bad input. Each carries a one-line message naming what is wrong and where."""


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


class DeckError(RuleboundError):
    """A deck list that breaks the deck-building rules."""


class UnknownObjectError(RuleboundError):
    """An object id that is unknown, or hidden from the seat asking to describe it."""
