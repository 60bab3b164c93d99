"""Heart of the Betrayer (item 131, ``turn_attack``; ``data/items.md``, reading 78): the
attack of a normal enemy next to the wearer turned on one of its allies, in positions
built with the public position builder; the bots using it.

The expected results come from the rules catalog and ``data/items.md``."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import kind, labels, monster, pick, place
from test_gh_items import BRUTE, MINDTHIEF, game, monster_stack, offered, suffers

from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.items import check_effect_keys, effect_words, load_items
from rulebound.games.gloomhaven.position import (
    add_ability_card,
    draw_ability_card,
    set_hp,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

HEART = 131


def attacked_beside(
    tmp_path: Path, kind_: str = "bandit-guard", rank: str = "normal", ally_at: tuple = (3, 2)
) -> tuple[GloomhavenState, Figure, Figure]:
    """The Brute, wearing the Heart, at (1, 2); a monster of ``kind_`` and ``rank`` next
    to it at (2, 2) attacks it (Move +0, Attack +0, a +0 on the monster deck); another
    normal monster of that kind at ``ally_at``. Returns the state at the first decision
    of the attacker's turn, the attacker and its ally."""
    s = game(tmp_path, f"{HEART};")
    attacker = monster(s, kind_, (2, 2), rank)
    ally = monster(s, kind_, ally_at)
    draw_ability_card(s, kind_, add_ability_card(s, kind_, {"attack": "+0"}))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+0", "+0")
    start_monster_turn(s, attacker)
    return s, attacker, ally


@rules("GH-ITEM-01", "GH-ITEM-07", "GH-ATK-01")
def test_the_heart_turns_the_attack_on_the_attackers_ally(tmp_path: Path) -> None:
    s, _, ally = attacked_beside(tmp_path)
    assert offered(s) == ["Heart of the Betrayer"] and s.decision().seat == BRUTE
    assert s.monster_deck.discard == ()  # before the draw (GH-ITEM-04)
    declined = s.clone()
    pick(declined, "no item")
    assert suffers(declined, BRUTE, 2)
    hp = ally.hp
    pick(s, "use Heart of the Betrayer")
    assert kind(s) == "betray-target" and list(labels(s)) == [f"{ally.label} at hex 3,2"]
    pick(s, ally.label)
    assert ally.hp == hp - 2  # the guard's Attack 2 with a +0, on its ally
    assert s.character(BRUTE).hp == s.character(BRUTE).max_hp
    assert kind(s) != "suffer-damage"
    assert s.heroes[BRUTE].item_state == ["consumed"]
    assert any("turns its attack on" in e[1] for e in s.events or ())


@rules("GH-ITEM-01", "GH-RANGED-01")
def test_a_ranged_attack_turns_on_an_ally_within_its_range(tmp_path: Path) -> None:
    # A Bandit Archer next to the Brute: its ally three hexes off, in its Range, may be
    # the new target (its Range, not the wearer's neighbourhood, is the reach).
    s, _, ally = attacked_beside(tmp_path, "bandit-archer", ally_at=(5, 2))
    pick(s, "use Heart of the Betrayer")
    hp = ally.hp
    pick(s, ally.label)
    assert ally.hp < hp


@rules("GH-ITEM-12", "GH-ITEM-01")
def test_the_heart_waits_for_an_adjacent_normal_attacker_with_an_ally_in_reach(
    tmp_path: Path,
) -> None:
    # an elite attacker: not offered (the label names a normal enemy)
    (tmp_path / "elite").mkdir()
    s, _, _ = attacked_beside(tmp_path / "elite", rank="elite")
    assert offered(s) == [] and suffers(s, BRUTE, 3)
    # a melee guard whose ally is not next to it: nothing to turn the attack on
    (tmp_path / "alone").mkdir()
    s, _, _ = attacked_beside(tmp_path / "alone", ally_at=(5, 4))
    assert offered(s) == [] and suffers(s, BRUTE, 2)
    # an archer two hexes off: not next to the wearer
    (tmp_path / "far").mkdir()
    s = game(tmp_path / "far", f"{HEART};")
    archer = monster(s, "bandit-archer", (3, 2))
    monster(s, "bandit-archer", (4, 2))
    draw_ability_card(s, "bandit-archer", add_ability_card(s, "bandit-archer", {"attack": "+0"}))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+0")
    start_monster_turn(s, archer)
    assert offered(s) == [] and kind(s) == "suffer-damage"


@rules("GH-ITEM-01")
def test_the_bot_turns_the_hit_on_the_weakest_ally(tmp_path: Path) -> None:
    s = game(tmp_path, f"{HEART};")
    guard = monster(s, "bandit-guard", (2, 2))
    strong = monster(s, "bandit-guard", (3, 2))
    weak = monster(s, "bandit-guard", (2, 1))
    set_hp(s, weak, 1)
    draw_ability_card(s, "bandit-guard", add_ability_card(s, "bandit-guard", {"attack": "+0"}))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+0")
    start_monster_turn(s, guard)

    def bot() -> str:
        d = s.decision()
        return s.action_to_string(heuristic_policy(s.view(d.seat), list(d.options)))

    assert bot() == "use Heart of the Betrayer (0 damage instead of 2)"
    pick(s, "use Heart of the Betrayer")
    assert bot() == f"{weak.label} at hex 2,1" and strong.hp > 1


def test_the_hearts_key_is_known_and_worded() -> None:
    item = load_items()[HEART]
    check_effect_keys(HEART, item.effect)  # no error: item_rewards runs it
    assert (item.slot, item.use, item.cost, item.count) == ("small", "consumed", 60, 1)
    assert "attacks one of its allies instead" in effect_words(item)
