"""A Short Rest's random loss: the card drawn is data in every view, and the heuristic
pays 1 damage to keep the Spellweaver's Reviving Ether (GH-SREST-02)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import heuristic
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.planner import quick_view
from rulebound.games.gloomhaven.position import Character, Monster, Position, build_position
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.games.gloomhaven.views import bot_view


def _at_the_reroll(seed: int, hp: int | None = None) -> GloomhavenState:
    """Play round 2 with the heuristic; at the end the Spellweaver takes a Short Rest
    (four discards): the state at the choice to keep the card drawn."""
    s = build_position(
        Position(
            scenario=1,
            party=[
                Character(
                    "spellweaver",
                    hex=(2, 2),
                    hand=["Mana Bolt", "Flame Strike", "Freezing Nova", "Frost Armor"],
                    discard=["Reviving Ether", "Fire Orbs"],
                    hp=hp,
                ),
                Character("brute", hex=(1, 5)),
            ],
            monsters=[Monster("bandit-guard", (-2, 4))],
            round=2,
            seed=seed,
        )
    )
    for _ in range(300):
        d = s.decision()
        if d.kind == "short-rest" and d.seat == 0:
            s.apply_action(enc.YES)  # GH-SREST-01: the rest is taken
            break
        s.apply_action(heuristic_policy(quick_view(s, d.seat), list(d.options)))
        assert s.view(0)["rest_loss"] is None  # no card drawn yet
    assert s.decision().kind == "short-rest-reroll"
    return s


def _reroll_answer(seed: int) -> tuple[str, str]:
    """The card drawn to be lost, and the heuristic's answer."""
    s = _at_the_reroll(seed)
    d = s.decision()
    lost = s.view(0)["rest_loss"]["card"]
    return lost, s.action_to_string(heuristic_policy(quick_view(s, 0), list(d.options)))


def test_every_view_names_the_card_a_short_rest_draws() -> None:
    # GH-SREST-02: the card drawn is public; the bots read it as data, not in the prompt
    s = _at_the_reroll(5)
    for view in (s.view(0), s.view(1), bot_view(s, 0), bot_view(s, 1)):
        assert view["rest_loss"] == {"seat": 0, "card": "Reviving Ether"}
    assert "Reviving Ether is lost" in s.decision().prompt


@pytest.mark.parametrize("keep", [False, True])
def test_the_spellweaver_pays_a_damage_to_keep_reviving_ether(
    keep: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(heuristic, "KEEP_RECOVERY_CARD", keep)
    # GH-SREST-02: the player may keep the card drawn, suffer 1 damage and lose another
    assert _reroll_answer(5) == (
        "Reviving Ether",
        "suffer 1 damage to keep it (another card is lost)" if keep else "let it be lost",
    )
    # any other card stays lost
    assert _reroll_answer(1) == ("Flame Strike", "let it be lost")


@pytest.mark.parametrize(("hp", "answer"), [(3, "suffer"), (2, "let it be lost")])
def test_the_damage_is_paid_only_with_two_hp_left_after_it(hp: int, answer: str) -> None:
    # GH-SREST-02: the 1 damage to keep the card; a Spellweaver at 2 HP lets it go
    # rather than be left at 1 (the next hit would cost a card anyway)
    s = _at_the_reroll(5, hp=hp)
    assert s.view(0)["rest_loss"]["card"] == "Reviving Ether"
    assert s.figures[s.heroes[0].figure].hp == hp  # the round's play left it untouched
    d = s.decision()
    chosen = s.action_to_string(heuristic_policy(quick_view(s, 0), list(d.options)))
    assert chosen.startswith(answer)


def test_the_cards_worth_the_damage_are_the_ones_that_take_lost_cards_back() -> None:
    # a card that takes back discarded cards (the Tinkerer's Reinvigorating Elixir) is
    # not one: a Short Rest gives those back anyway
    from rulebound.games.gloomhaven.bot_cards import _cards

    worth = {
        card.name
        for cls in ("brute", "tinkerer", "spellweaver", "scoundrel", "cragheart", "mindthief")
        for card in _cards(cls)
        if heuristic._recovers_lost(card)
    }
    assert worth == {"Reviving Ether", "Twin Restoration", "Stamina Booster", "Chimeric Formula"}
