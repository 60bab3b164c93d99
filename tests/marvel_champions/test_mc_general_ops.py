"""General rules no Core card happens to use, each on a made-up card declared with the
card vocabulary: an event with two abilities (MC-EVENT-03), the main scheme advanced by
an ability (MC-MAINSCHEME-05), a minion made to engage (MC-ENGAGE-05), an encounter
attachment on a player's card (MC-ATTACHMENT-05, -06), an obligation in a player deck
(MC-OBLIGATION-09), starred ally and hero powers (MC-STAR-04, -05)."""

from __future__ import annotations

from typing import Any

import jsonschema
from mc_helpers import (
    CHARGE,
    DAREDEVIL,
    HAYMAKER,
    MANSION,
    SHOCKER,
    act,
    engage,
    hand,
    identity,
    kind,
    labels,
    put,
    rules,
    stack_deck,
    start,
    to_villain_phase,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.describe import card_description
from rulebound.games.marvel_champions.dsl import (
    advance_main_scheme,
    choose_enemy,
    choose_minion,
    damage,
    draw,
    engage_you,
    from_event,
    stun,
    then,
)
from rulebound.games.marvel_champions.encounter import reveal_top
from rulebound.games.marvel_champions.rules import allies, minions
from rulebound.games.marvel_champions.state import McState


def event(s: McState, declare: Any, seat: int = 0) -> None:
    """Haymaker made up as a 0-cost event with the abilities ``declare`` gives it."""
    position.card_variant(s, HAYMAKER, cost=0)
    position.made_up_card(s, HAYMAKER, declare)
    hand(s, HAYMAKER, seat=seat)


def a_minion(s: Any, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(minions(s))


@rules("MC-EVENT-03")
def test_an_event_with_two_abilities_plays_the_one_chosen() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero", active=1)
    event(
        s,
        lambda c: c.action(choose_enemy(), damage(2), text="deal 2 damage to an enemy").action(
            draw(2), text="draw 2 cards"
        ),
        seat=1,
    )
    act(s, "turn", "play Haymaker")
    assert kind(s) == "choose-option" and s.decision().seat == 1
    assert labels(s) == ["deal 2 damage to an enemy", "draw 2 cards"]
    act(s, "choose-option", "draw 2 cards")
    assert len(s.players[1].hand) == 2 and s.units[s.villain].damage == 0
    assert kind(s) == "turn"
    # only the abilities that can be initiated now are offered: with one, no question
    s = start(form="hero")
    event(
        s,
        lambda c: c.action(
            choose_minion(), damage(2), needs=a_minion, text="deal 2 damage to a minion"
        ).action(draw(2), text="draw 2 cards"),
    )
    act(s, "turn", "play Haymaker")
    assert kind(s) == "turn" and len(s.players[0].hand) == 2  # no minion: it draws


@rules("MC-MAINSCHEME-05")
def test_a_main_scheme_advanced_by_an_ability_is_not_completed() -> None:
    s = start(villain="klaw")
    event(s, lambda c: c.action(advance_main_scheme(), text="advance the main scheme"))
    act(s, "turn", "play Haymaker")
    assert s.card(s.main).name == "Secret Rendezvous" and s.result == 0
    # the last stage advanced this way is not completed: the villain does not win
    s = start()  # Rhino: The Break-In! is the only stage
    event(s, lambda c: c.action(advance_main_scheme(), then(), draw(1), text="advance"))
    act(s, "turn", "play Haymaker")
    assert s.result == 0 and kind(s) == "turn" and s.card(s.main).name == "The Break-In!"
    assert not s.players[0].hand  # it did not advance: "then" stops


@rules("MC-ENGAGE-05", "MC-ENGAGE-04")
def test_a_minion_cannot_be_made_to_engage_its_player_again() -> None:
    s = start(heroes="spider-man,captain-marvel")
    m = engage(s, SHOCKER, seat=1)
    event(s, lambda c: c.action(choose_minion(), engage_you(), then(), draw(1), text="x"))
    act(s, "turn", "play Haymaker")
    assert s.units[m].engaged == 0 and len(s.players[0].hand) == 1  # engaged, then drew
    event(s, lambda c: c.action(choose_minion(), engage_you(), then(), draw(1)))
    before = len(s.players[0].hand)
    act(s, "turn", "play Haymaker")
    assert s.units[m].engaged == 0 and len(s.players[0].hand) == before - 1  # no draw


def charge_on(s: McState, host: int) -> int:
    """Charge made up: "Attach to a character. Action: draw 1 card. Forced Response:
    after the attached character uses a basic power, you draw 1 card"."""

    def attached(s: Any, uid: int, seat: int, ev: dict[str, Any]) -> bool:
        return bool(ev["character"] == s.units[uid].host)

    position.made_up_card(
        s,
        CHARGE,
        lambda c: c.action(draw(1), text="draw 1 card").response(
            "basic-power", draw(1), forced=True, when=attached, text="you draw 1 card"
        ),
    )
    return position.attach_encounter(s, CHARGE, host)


@rules("MC-ATTACHMENT-05", "MC-ATTACHMENT-06")
def test_an_encounter_attachment_on_a_players_card_is_that_players() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero", active=1)
    ally = put(s, DAREDEVIL, seat=1)
    charge_on(s, ally)
    assert "Charge" in " ".join(labels(s))  # seat 1 (active) may use its Action
    act(s, "turn", "Daredevil attacks")
    assert len(s.players[1].hand) == 1 and not s.players[0].hand  # "you": Daredevil's
    s = start(heroes="spider-man,captain-marvel", form="hero", active=0)
    ally = put(s, DAREDEVIL, seat=1)
    charge_on(s, ally)
    assert "Charge" not in " ".join(labels(s))  # not the other player's to use
    # on the villain (no player's card), any player may use it, as before
    charge_on(s, s.villain)
    assert "Charge" in " ".join(labels(s))


@rules("MC-OBLIGATION-09")
def test_an_obligation_drawn_from_a_player_deck_goes_into_play() -> None:
    s = start()
    position.card_variant(s, MANSION, type="obligation")
    (ob,) = stack_deck(s, MANSION)
    event(s, lambda c: c.action(draw(2), text="draw 2 cards"))
    act(s, "turn", "play Haymaker")
    # drawn: into play in the player's area, no replacement card
    assert s.units[ob].in_play and s.units[ob].controller == 0 and ob not in s.players[0].hand
    assert len(s.players[0].hand) == 1
    # drawing up to hand size draws on
    s = start()
    position.card_variant(s, MANSION, type="obligation")
    (ob,) = stack_deck(s, MANSION)
    to_villain_phase(s)
    assert s.units[ob].in_play and len(s.players[0].hand) == 6  # Peter Parker: 6


@rules("MC-STAR-04")
def test_a_starred_ally_attack_checks_its_text() -> None:
    s = start(form="hero")
    stats = dict(s.game.pool.by_code[DAREDEVIL].stats)
    flags = s.game.pool.by_code[DAREDEVIL].flags | {"attack_star"}
    position.card_variant(s, DAREDEVIL, stats=stats, flags=flags)

    def attacks(s: Any, uid: int, seat: int, ev: dict[str, Any]) -> bool:
        return bool(ev["attacker"] == uid)

    position.made_up_card(
        s,
        DAREDEVIL,
        lambda c: c.response(
            "player-attacked",
            from_event("target", "target"),
            stun(),
            forced=True,
            when=attacks,
            text="stun the enemy",
        ),
    )
    ally = put(s, DAREDEVIL)
    assert "2*" in card_description(s.card(ally))["stats"].values()  # the reminder
    act(s, "turn", "Daredevil attacks")
    assert s.units[s.villain].stunned == 1 and s.units[s.villain].damage == 2
    assert s.units[ally].exhausted


@rules("MC-STAR-05")
def test_a_starred_recover_checks_its_text() -> None:
    s = start()  # Peter Parker
    code = s.card(identity(s)).code
    card = s.game.pool.by_code[code]
    position.card_variant(s, code, flags=card.flags | {"recover_star"})
    position.made_up_card(
        s,
        code,
        lambda c: c.response(
            "basic-power", draw(1), forced=True, text="after he recovers, draw 1 card"
        ),
    )
    position.mark(s, identity(s), damage=3)
    act(s, "turn", "recover")
    assert s.units[identity(s)].damage == 0 and len(s.players[0].hand) == 1


@rules("MC-REVEAL-09")
def test_a_revealed_card_of_another_type_goes_on_the_table() -> None:
    s = start(heroes="spider-man,captain-marvel")
    (dd,) = position.to_encounter_top(s, DAREDEVIL)  # a player card in the encounter deck
    position.start(s, lambda: reveal_top(s, 0))
    assert not s.units[dd].in_play and dd not in allies(s, 0)
    assert dd in s.players[0].table and kind(s) == "turn"
    for seat in (0, 1):  # every seat sees it
        view = s.view(seat)
        assert view["players"][0]["on_table"] == ["Daredevil"]  # faceup: public
        jsonschema.validate(view, s.game.view_schema())
