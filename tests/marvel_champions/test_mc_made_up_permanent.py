"""Permanent cards, made up with the position builder (no Core card has Permanent).

MC-EX-11: a Permanent support is skipped by "discard the lowest-cost support you
control" (``card_variant`` makes a Permanent Avengers Mansion of cost 0 and a
Helicarrier of cost 2; ``made_up_card`` gives Advance that When Revealed).
MC-KEYWORD-PERMANENT-05: a Permanent attachment whose host leaves play attaches again,
or is removed from the game."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BIOMECH,
    HELICARRIER,
    HYDRA_MERCENARY,
    MANSION,
    SHOCKER,
    TRACER,
    TRISKELION,
    act,
    attach,
    engage,
    kind,
    position,
    put,
    reveal,
    rules,
    start,
    threat,
    with_card,
    with_keywords,
)

from rulebound.games.marvel_champions.dsl import discard_lowest_cost, place_threat, then
from rulebound.games.marvel_champions.state import McState


def _supports(s: McState) -> tuple[int, int]:
    with_card(s, MANSION, cost=0, keywords=("Permanent",))
    with_card(s, HELICARRIER, cost=2)
    position.made_up_card(s, ADVANCE, lambda c: c.revealed(discard_lowest_cost("support")))
    return put(s, MANSION), put(s, HELICARRIER)


@rules("MC-EX-11", "MC-KEYWORD-PERMANENT-04")
def test_the_permanent_support_is_skipped_by_a_lowest_cost_discard() -> None:
    s = start()
    mansion, carrier = _supports(s)
    reveal(s, ADVANCE)
    assert s.units[mansion].in_play and not s.units[carrier].in_play


def test_the_player_chooses_among_supports_of_the_lowest_cost() -> None:
    s = start()
    _, carrier = _supports(s)
    with_card(s, TRISKELION, cost=2)
    tri = put(s, TRISKELION)
    reveal(s, ADVANCE)
    assert kind(s) == "discard-lowest"
    act(s, "discard-lowest", "Triskelion")
    assert s.units[carrier].in_play and not s.units[tri].in_play


def _permanent_upgrades(s: McState) -> None:
    """A made-up Permanent Biomechanical Upgrades: attach to the biggest minion."""
    with_keywords(s, BIOMECH, "Permanent")
    position.made_up_card(s, BIOMECH, lambda c: c.attach("biggest-minion"))


@rules("MC-KEYWORD-PERMANENT-05")
def test_a_permanent_attachment_attaches_again_when_its_host_leaves() -> None:
    s = start(form="hero")
    _permanent_upgrades(s)
    first = engage(s, HYDRA_MERCENARY)
    second = engage(s, SHOCKER)
    up = attach(s, BIOMECH, first)
    position.discard_from_play(s, first)
    assert s.units[up].in_play and s.units[up].host == second


@rules("MC-KEYWORD-PERMANENT-05")
def test_a_permanent_attachment_with_no_target_is_removed_from_the_game() -> None:
    s = start(form="hero")
    _permanent_upgrades(s)
    only = engage(s, HYDRA_MERCENARY)
    up = attach(s, BIOMECH, only)
    position.discard_from_play(s, only)
    assert not s.units[up].in_play and up in s.removed and up not in s.enc_discard


@rules("MC-KEYWORD-PERMANENT-05")
def test_a_permanent_player_upgrade_whose_host_leaves_is_removed_from_the_game() -> None:
    # Spider-Tracer made up Permanent: its "attach to a minion" finds no other minion
    # to attach to, so it leaves the game.
    s = start(form="hero")
    with_keywords(s, TRACER, "Permanent")
    minion = engage(s, HYDRA_MERCENARY)
    tracer = put(s, TRACER, host=minion)
    position.discard_from_play(s, minion)
    assert not s.units[tracer].in_play and tracer in s.removed


def test_a_support_of_cost_0_is_the_lowest_cost_one() -> None:
    # Avengers Mansion made up at cost 0 (not Permanent) is "the lowest-cost support"
    # next to the Helicarrier (cost 2).
    s = start()
    with_card(s, MANSION, cost=0)
    with_card(s, HELICARRIER, cost=2)
    position.made_up_card(s, ADVANCE, lambda c: c.revealed(discard_lowest_cost("support")))
    mansion, carrier = put(s, MANSION), put(s, HELICARRIER)
    reveal(s, ADVANCE)
    assert not s.units[mansion].in_play and s.units[carrier].in_play


@rules("MC-THEN-02")
def test_with_no_support_to_discard_the_text_after_then_does_not_resolve() -> None:
    # Advance made up: "discard the lowest-cost support you control, then place 2
    # threat on the main scheme"; the player controls no support.
    s = start()
    position.made_up_card(
        s, ADVANCE, lambda c: c.revealed(discard_lowest_cost("support"), then(), place_threat(2))
    )
    before = threat(s)
    reveal(s, ADVANCE)
    assert threat(s) == before


INSPIRED, HAWKEYE, MARIA_HILL, VISION = "01074", "01066", "01067", "01068"


def _permanent_inspired(s: McState, *allies: str) -> tuple[int, list[int]]:
    """A made-up Permanent Inspired ("attach to an ally") on the first of ``allies``."""
    with_keywords(s, INSPIRED, "Permanent")
    placed = [put(s, a) for a in allies]
    return put(s, INSPIRED, host=placed[0]), placed


@rules("MC-KEYWORD-PERMANENT-05")
def test_a_permanent_player_upgrade_goes_to_the_only_other_ally() -> None:
    s = start(form="hero")
    up, (first, second) = _permanent_inspired(s, HAWKEYE, MARIA_HILL)
    position.discard_from_play(s, first)
    assert s.units[up].in_play and s.units[up].host == second


@rules("MC-KEYWORD-PERMANENT-05")
def test_a_permanent_player_upgrade_lets_its_controller_choose_the_new_ally() -> None:
    s = start(form="hero")
    up, (first, _, vision) = _permanent_inspired(s, HAWKEYE, MARIA_HILL, VISION)
    position.discard_from_play(s, first)
    assert kind(s) == "attach-to"
    act(s, "attach-to", "Vision")
    assert s.units[up].in_play and s.units[up].host == vision


@rules("MC-KEYWORD-PERMANENT-05")
def test_a_permanent_player_upgrade_with_no_ally_left_is_removed_from_the_game() -> None:
    s = start(form="hero")
    up, (only,) = _permanent_inspired(s, HAWKEYE)
    position.discard_from_play(s, only)
    assert not s.units[up].in_play and up in s.removed


@rules("MC-KEYWORD-PERMANENT-05")
def test_allies_leaving_with_the_host_are_no_new_host() -> None:
    """Hawkeye and Maria Hill leave play together: Maria Hill was a possible host when
    Hawkeye left, but by the time the upgrade attaches again only Vision is there."""
    s = start(form="hero")
    up, (hawkeye, maria, vision) = _permanent_inspired(s, HAWKEYE, MARIA_HILL, VISION)
    position.discard_together(s, hawkeye, maria)
    assert kind(s) != "attach-to"
    assert s.units[up].in_play and s.units[up].host == vision


@rules("MC-KEYWORD-PERMANENT-05")
def test_every_ally_leaving_together_removes_the_upgrade_from_the_game() -> None:
    s = start(form="hero")
    up, placed = _permanent_inspired(s, HAWKEYE, MARIA_HILL, VISION)
    position.discard_together(s, *placed)
    assert kind(s) == "turn"  # the game goes on (the upgrade's step resolved)
    assert not s.units[up].in_play and up in s.removed
