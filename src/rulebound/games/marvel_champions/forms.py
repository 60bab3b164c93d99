"""Forms beyond hero and alter-ego, granted by cards with a Form keyword.

A card whose printed keywords include "<Type> Form" ("Mass Form", "Suit Form") grants
the identity of the player controlling it a unique form (MC-KEYWORD-FORM-01): while it
is in play, that identity is also in the form the card shows, named by the card
("Phased"). Such forms come in addition to hero and alter-ego (MC-FORM-07): the
identity still is in one of those two. An ability whose ``form`` names one of these
forms ("Phased Action") can be used only while the identity is in it, as "Hero Action"
needs hero form (MC-TRIGGERED-04).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.cards import Card
from rulebound.games.marvel_champions.state import McState

BASIC_FORMS = ("hero", "alter-ego")


def form_type(card: Card) -> str:
    """The "<Type> Form" keyword of a card ("Mass Form"), or "" without one."""
    for k in card.keywords:
        if k == "Form" or k.endswith(" Form"):
            return k
    return ""


def form_cards(s: McState, seat: int) -> list[int]:
    """The cards in play under ``seat``'s control that grant its identity a form."""
    units, cards = s.units, s.cards
    return [u for u in s.play if units[u].controller == seat and form_type(cards[units[u].card])]


def other_forms(s: McState, seat: int) -> list[str]:
    """The forms beyond hero and alter-ego the seat's identity is in, by name."""
    return [s.card(u).name for u in form_cards(s, seat)]


def in_form(s: McState, seat: int, form: str) -> bool:
    """Is the seat's identity in ``form`` (hero, alter-ego, or a granted form)?"""
    from rulebound.games.marvel_champions.rules import form_name

    if form in BASIC_FORMS:
        return form_name(s, seat) == form
    return form in other_forms(s, seat)


def form_labels(s: McState, seat: int) -> list[str]:
    """What the view shows of the granted forms: "Phased (Mass Form)"."""
    return [f"{s.card(u).name} ({form_type(s.card(u))})" for u in form_cards(s, seat)]
