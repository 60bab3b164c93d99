"""The rulings of the FAQ catalog (marvel-champions-faq.md) on Core Set cards and the
general rulings they play out: tough before interrupts, threat at set-up, Legal
Practice, Focused Rage, Superhuman Strength, Pepper Potts, Whirlwind."""

from __future__ import annotations

from mc_helpers import act, engage, game, hp, identity, kind, labels, rules

from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    start_activation,
)
from rulebound.games.marvel_champions.state import McState

FOCUSED_RAGE, SUPERHUMAN_STRENGTH, LEGAL_PRACTICE = "01027", "01028", "01023"
PEPPER_POTTS, MARK_V_ARMOR, SUPERSONIC_PUNCH = "01033", "01036", "01032"
RELENTLESS_ASSAULT, POWER_OF_AGGRESSION = "01053", "01055"
COSMIC_FLIGHT, BLACK_CAT, SPIDER_WOMAN, WHIRLWIND, SHOCKER = (
    "01017",
    "01002",
    "01011",
    "01130",
    "01103",
)
ENERGY, GENIUS, STRENGTH, ADVANCE = "01088", "01089", "01090", "01186"


def _until_turn(s: McState, answers: dict[str, str] | None = None) -> None:
    answers = {"defend": "no defender", **(answers or {})}
    while kind(s) != "turn":
        k = kind(s)
        want = answers.get(k, "pass")
        act(s, k, want if any(want in x for x in labels(s)) else labels(s)[0])


@rules("MC-FAQ-GEN-01", "MC-FAQGEN-01", "MC-FAQGEN-02")
def test_a_tough_card_comes_before_any_interrupt() -> None:
    """Captain Marvel with a tough card is attacked: the tough card prevents the damage
    before Cosmic Flight could be used; a basic defense that stops all the damage
    keeps the tough card (the attacker deals none). MC-FAQGEN-02's other case, a
    constant effect that reduces the damage taken to 0, has no Core card: every Core
    card that lessens damage to a hero is an interrupt (Backflip, Cosmic Flight)."""
    s = build_position(
        Position(
            [Side("captain-marvel", form="hero", tough=1, exhausted=True, play=[COSMIC_FLIGHT])],
            encounter_top=[ADVANCE],
        )
    )
    start_activation(s, 0, "attack")
    while kind(s) != "turn":
        assert not any("Cosmic Flight" in x for x in labels(s))
        act(s, kind(s), "pass")
    assert s.units[identity(s)].tough == 0 and hp(s) == 12
    assert any(s.name(u) == "Cosmic Flight" for u in s.play)
    spider_man = Side("spider-man", form="hero", tough=1)
    s = build_position(Position([spider_man], encounter_top=[ADVANCE]))
    start_activation(s, 0, "attack")  # Rhino ATK 2 against Spider-Man's DEF 3
    _until_turn(s, {"defend": "basic defense"})
    assert s.units[identity(s)].tough == 1 and hp(s) == 10


@rules("MC-FAQ-CORE-05")
def test_threat_placed_at_set_up_does_not_offer_jennifer_walters_objection() -> None:
    """Klaw's set-up reveals Defense Network (2 threat, 1 more per hero): no window for
    Objection opens; the game starts with the mulligan."""
    s = game(heroes="she-hulk", villain="klaw").new_initial_state(1)
    assert kind(s) == "mulligan"
    assert [x["threat"] for x in s.view(0)["side_schemes"]] == [3]


@rules("MC-FAQ-CORE-06")
def test_legal_practice_takes_all_its_threat_from_one_scheme() -> None:
    s = build_position(
        Position(
            [Side("she-hulk", hand=[LEGAL_PRACTICE, ENERGY, GENIUS, STRENGTH])],
            main_threat=1,
            side_schemes=[InPlay("01107", threat=5)],
        )
    )
    act(s, "turn", "Legal Practice")
    for card in ("Energy", "Genius", "Strength"):
        act(s, "discard", card)
    act(s, "choose-scheme", "The Break-In!")
    assert s.units[s.main].threat == 0  # 3 to remove, 1 there: the rest is lost
    assert [x["threat"] for x in s.view(0)["side_schemes"]] == [5]


@rules("MC-FAQ-CORE-07", "MC-COST-13")
def test_focused_rage_cannot_be_used_with_a_tough_card() -> None:
    """Its cost "take 1 damage" would be prevented by the tough card, so it could not be
    paid: not offered, and the tough card is not spent on it."""
    s = build_position(Position([Side("she-hulk", form="hero", tough=1, play=[FOCUSED_RAGE])]))
    assert not any("Focused Rage" in x for x in labels(s))
    s = build_position(Position([Side("she-hulk", form="hero", play=[FOCUSED_RAGE])]))
    hand = len(s.players[0].hand)
    act(s, "turn", "Focused Rage")
    assert s.units[identity(s)].damage == 1 and len(s.players[0].hand) == hand + 1


@rules("MC-FAQ-CORE-08")
def test_superhuman_strength_stays_when_the_enemy_cannot_be_stunned() -> None:
    for stunned, stays in ((1, True), (0, False)):
        s = build_position(
            Position(
                [Side("she-hulk", form="hero", play=[SUPERHUMAN_STRENGTH])],
                villain_stunned=stunned,
            )
        )
        act(s, "turn", "basic attack")
        _until_turn(s)
        assert s.units[s.villain].damage == 3 + 2  # her ATK 3, +2 from the upgrade
        assert any(s.name(u) == "Superhuman Strength" for u in s.play) is stays
        assert s.units[s.villain].stunned == 1


def _iron_man(discard: list[str], hand: list[str]) -> McState:
    return build_position(
        Position(
            [Side("iron-man", form="hero", play=[PEPPER_POTTS], discard=discard, hand=hand)],
            side_schemes=[],
        )
    )


@rules("MC-FAQ-CORE-10")
def test_pepper_potts_generates_both_resources_of_the_top_card() -> None:
    s = _iron_man([ENERGY], [SUPERSONIC_PUNCH])  # cost 2
    act(s, "turn", "Supersonic Punch")
    assert labels(s) == ["Pepper Potts: generate 2 energy resources (as printed on Energy)"]
    act(s, "pay", "Pepper Potts")
    assert kind(s) == "turn" and s.units[s.villain].damage == 4


@rules("MC-FAQ-CORE-11")
def test_pepper_potts_does_not_double_a_power_card() -> None:
    """The Power of Aggression on top: Pepper Potts generates its one printed resource,
    even for an Aggression card (Relentless Assault, cost 2): one more is still owed."""
    s = _iron_man([POWER_OF_AGGRESSION], [RELENTLESS_ASSAULT, STRENGTH])
    engage(s, SHOCKER)
    act(s, "turn", "Relentless Assault")
    act(s, "pay", "Pepper Potts")
    act(s, "declare-wild", "physical")  # Relentless Assault asks what paid for it
    assert kind(s) == "pay" and "1 of any type" in s.decision().prompt


@rules("MC-FAQ-CORE-12")
def test_pepper_potts_cannot_use_a_card_spent_in_the_same_payment() -> None:
    """Mark V Armor (cost 3): Energy is discarded to pay 2; Pepper Potts still sees
    Genius below it, not the Energy being spent."""
    s = _iron_man([GENIUS], [MARK_V_ARMOR, ENERGY])
    act(s, "turn", "Mark V Armor")
    act(s, "pay", "Energy")
    assert labels(s) == ["Pepper Potts: generate 2 mental resources (as printed on Genius)"]
    act(s, "pay", "Pepper Potts")
    assert kind(s) == "turn" and any(s.name(u) == "Mark V Armor" for u in s.play)


@rules("MC-FAQ-CORE-20")
def test_whirlwind_attacks_each_hero_and_each_attack_has_its_own_defender() -> None:
    s = build_position(
        Position(
            [
                Side("spider-man", form="hero", play=[BLACK_CAT]),
                Side("captain-marvel", form="hero", play=[SPIDER_WOMAN]),
            ],
            villain="klaw",
        )
    )
    whirlwind = engage(s, WHIRLWIND, 0)
    start_activation(s, 0, "attack", whirlwind)
    defenders = []
    while kind(s) != "turn":
        k = kind(s)
        if k == "defend":
            seat = s.decision().seat
            defenders.append(seat)
            act(s, k, "Black Cat" if seat == 0 else "Spider-Woman")
        else:
            act(s, k, "pass")
    assert sorted(defenders) == [0, 1]  # each player declares a defender for their attack
    assert (hp(s, 0), hp(s, 1)) == (10, 12)  # each ally took its player's attack
    assert not any(s.name(u) in ("Black Cat", "Spider-Woman") for u in s.play)
