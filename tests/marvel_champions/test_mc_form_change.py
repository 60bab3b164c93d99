"""Changing into a form a Form card grants (MC-FORM-07, -08), on made-up cards: Avengers
Mansion printed with a "Mass Form" keyword and no ability, The Triskelion with "after
you change form, draw 1 card"."""

from __future__ import annotations

import jsonschema
from mc_helpers import MANSION, TRISKELION, act, hand, kind, labels, put, rules, start

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import draw
from rulebound.games.marvel_champions.model import HERO


@rules("MC-FORM-07", "MC-FORM-08")
def test_a_granted_form_is_a_form_change_but_not_the_turns() -> None:
    s = start(form="hero")
    position.card_variant(s, MANSION, cost=0, keywords=("Mass Form",))
    position.made_up_card(s, MANSION, lambda c: c.plain())
    position.made_up_card(
        s, TRISKELION, lambda c: c.response("changed-form", draw(1), text="draw 1 card")
    )
    put(s, TRISKELION)
    hand(s, MANSION)
    act(s, "turn", "play Avengers Mansion")
    assert kind(s) == "response"  # a form change for card effects (MC-FORM-08)
    act(s, "response", "The Triskelion")
    assert len(s.players[0].hand) == 1
    p = s.players[0]
    assert p.form == HERO  # in addition to hero form, which stays (MC-FORM-07)
    assert not p.flipped and "change to alter-ego form (Peter Parker)" in labels(s)
    jsonschema.validate(s.view(0), s.game.view_schema())
    assert not s.frames  # the form change's event is over


@rules("MC-FORM-08")
def test_a_card_without_a_form_keyword_changes_no_form() -> None:
    s = start(form="hero")
    position.card_variant(s, MANSION, cost=0, keywords=("Restricted",))
    position.made_up_card(s, MANSION, lambda c: c.plain())
    position.made_up_card(
        s, TRISKELION, lambda c: c.response("changed-form", draw(1), text="draw 1 card")
    )
    put(s, TRISKELION)
    hand(s, MANSION)
    act(s, "turn", "play Avengers Mansion")
    assert kind(s) == "turn" and not s.players[0].hand
