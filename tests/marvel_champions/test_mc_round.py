"""Set-up, the round, the player phase and its end, the villain phase (sections 2, 3, 15, 18)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BOMB_SCARE,
    BREAKIN,
    EVICTION,
    GENIUS,
    HAYMAKER,
    HYDRA_MERCENARY,
    SHOCKER,
    STRENGTH,
    act,
    end_turn,
    engage,
    finish_round,
    game,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    rules,
    side_scheme,
    stack_encounter,
    start,
    threat,
    to_villain_phase,
)

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.model import ALTER, HERO

ENHANCED_IVORY_HORN = "01100"  # a Rhino attachment with 2 boost icons


@rules("MC-SETUP-01", "MC-IDENTITY-02", "MC-SETUP-02", "MC-SETUP-14", "MC-SETUP-06")
def test_setup_alter_ego_full_hit_points_and_hand_size() -> None:
    s = game().new_initial_state(4)
    p = s.players[0]
    assert p.form == ALTER and s.name(p.identity) == "Peter Parker"
    assert hp(s) == 10
    assert len(p.hand) == 6  # Peter Parker's hand size
    assert len(p.deck) == 40 - 6


@rules("MC-SETUP-03", "MC-FIRST-01")
def test_first_player_is_chosen() -> None:
    s = game(heroes="spider-man,captain-marvel").new_initial_state(2)
    assert kind(s) == "first-player"
    s.apply_action(enc.seat(1))
    assert s.first == 1


@rules("MC-SETUP-15")
def test_mulligan_discards_then_draws_back_up() -> None:
    s = game().new_initial_state(4)
    first = s.players[0].hand[0]
    s.apply_action(enc.hand(s.units[first].card))
    # the hand still shows it: the prompt names what is picked (to this seat only)
    assert s.decision().prompt.endswith(f" Picked so far: {s.name(first)}.")
    s.apply_action(enc.DONE)
    p = s.players[0]
    assert len(p.hand) == 6 and first in p.discard and first not in p.deck


@rules(
    "MC-SETUP-04",
    "MC-SETUP-05",
    "MC-SETUP-10",
    "MC-OBLIGATION-03",
    "MC-NEMESIS-02",
    "MC-STDSET-01",
    "MC-MODULAR-03",
    "MC-SCENSPEC-02",
    "MC-ENCDECK-01",
)
def test_encounter_deck_has_scenario_modular_standard_and_obligation() -> None:
    s = game().new_initial_state(4)
    names = [s.name(u) for u in s.enc_deck]
    assert "Eviction Notice" in names and "Bomb Scare" in names and "Shadow of the Past" in names
    assert names.count("Stampede") == 3 and "Exhaustion" not in names
    assert "Vulture" not in names
    assert sorted(s.name(u) for u in s.players[0].nemesis) == [
        "Highway Robbery",
        "Sweeping Swoop",
        "Sweeping Swoop",
        "The Vulture's Plans",
        "Vulture",
    ]
    assert len(names) == 17 + 6 + 7 + 1  # Rhino, Bomb Scare, Standard, obligation


@rules("MC-SETUP-08", "MC-SETUP-09", "MC-PERPLAYER-01", "MC-VILLAIN-02", "MC-MODE-STANDARD-01")
def test_villain_hit_points_per_player() -> None:
    one = start()
    two = start(heroes="spider-man,captain-marvel")
    assert one.card(one.villain).stage == "I"
    from rulebound.games.marvel_champions.rules import max_hp, target_threat

    assert max_hp(one, one.villain) == 14 and max_hp(two, two.villain) == 28
    assert target_threat(one) == 7 and target_threat(two) == 14


@rules("MC-MODE-EXPERT-01", "MC-EXPSET-01", "MC-SETUP-12", "MC-WHENREVEALED-02")
def test_expert_mode_uses_rhino_two_and_three_and_the_expert_set() -> None:
    s = start(expert=True)
    assert s.card(s.villain).stage == "II"
    assert [s.cards[c].stage for c in s.stages] == ["III"]
    names = [s.name(u) for u in s.enc_deck]
    assert "Exhaustion" in names and "Masterplan" in names and "Under Fire" in names
    # Rhino II's When Revealed resolved during set-up: Breakin' & Takin' is out.
    assert any(s.name(u) == "Breakin' & Takin'" for u in s.play)


@rules("MC-MODE-HEROIC-01", "MC-VPHASE-03", "MC-DEAL-01")
def test_heroic_deals_extra_encounter_cards() -> None:
    s = start(heroic=2)
    stack_encounter(s, *[ADVANCE] * 12)
    finish_round(s)
    # 1 card, plus 2 for heroic 2 (boost cards are dealt to Rhino, not the player).
    assert sum(1 for line in s.log if "Spider-Man is dealt a facedown encounter card" in line) == 3


@rules("MC-TURN-02", "MC-FORM-02", "MC-FORM-03", "MC-TURN-01")
def test_change_form_once_per_turn_keeps_damage() -> None:
    s = start()
    mark(s, identity(s), damage=3)
    act(s, "turn", "change to hero form")
    assert s.players[0].form == HERO and hp(s) == 7
    assert not any("change to" in label for label in labels(s))


@rules("MC-TURN-04", "MC-RECOVER-01", "MC-POWER-05", "MC-RECOVER-02")
def test_recover_only_in_alter_ego_and_only_if_damaged() -> None:
    s = start()
    assert "basic recovery" not in labels(s)
    mark(s, identity(s), damage=5)
    act(s, "turn", "basic recovery")
    assert hp(s) == 8 and s.units[identity(s)].exhausted


@rules("MC-TURN-07", "MC-TRIGGERED-04")
def test_hero_action_needs_hero_form() -> None:
    s = start()
    hand(s, HAYMAKER, STRENGTH)
    assert "play Haymaker" not in labels(s)
    act(s, "turn", "change to hero form")
    assert "play Haymaker" in labels(s)


@rules("MC-ENDPP-01", "MC-HANDSIZE-01", "MC-DRAW-02")
def test_discard_down_to_hand_size() -> None:
    s = start(form="hero")
    hand(s, *[GENIUS] * 7)
    end_turn(s)
    assert kind(s) == "discard-down" and "keep your hand" not in labels(s)
    act(s, "discard-down", "Genius")
    act(s, "discard-down", "Genius")
    assert kind(s) == "discard-down" and "keep your hand" in labels(s)


@rules(
    "MC-ENDPP-02",
    "MC-HANDSIZE-02",
    "MC-ENDPP-03",
    "MC-PLAYERPHASE-02",
    "MC-ENDPP-04",
    "MC-PLAYERPHASE-03",
)
def test_end_of_player_phase_draws_and_readies() -> None:
    s = start(form="hero")
    mark(s, identity(s), exhausted=True)
    position.add_lasting_effect(s, "attack", 1, seat=0)
    end_turn(s)
    act(s, "discard-down", "keep") if kind(s) == "discard-down" else None
    assert len(s.players[0].hand) == 5
    assert not s.units[identity(s)].exhausted
    assert s.effects == []


@rules("MC-VPHASE-01", "MC-MAINSCHEME-02", "MC-ACCELICON-01", "MC-ACCELTOKEN-01", "MC-ROUND-05")
def test_villain_phase_threat_with_acceleration() -> None:
    s = start()
    side_scheme(s, BOMB_SCARE)
    position.set_acceleration(s, 2)
    stack_encounter(s, ADVANCE, ADVANCE, ADVANCE)
    before = threat(s)
    to_villain_phase(s)
    line = next(x for x in s.log if "is placed on The Break-In!" in x)
    assert line.startswith("4 threat")  # 1 per player + 1 icon + 2 tokens
    assert threat(s) >= before + 4


@rules(
    "MC-VPHASE-02",
    "MC-ACTIVATION-02",
    "MC-ACTIVATION-03",
    "MC-MINION-05",
    "MC-ROUND-06",
)
def test_villain_and_minion_scheme_against_alter_ego() -> None:
    s = start()
    engage(s, HYDRA_MERCENARY)  # SCH 0
    stack_encounter(s, ADVANCE, ADVANCE, ADVANCE, ADVANCE, ADVANCE, ADVANCE)
    to_villain_phase(s)
    log = "\n".join(s.log)
    assert "Rhino schemes" in log and "Hydra Mercenary schemes" in log
    assert log.index("Rhino schemes") < log.index("Hydra Mercenary schemes")


@rules("MC-ESCHEME-03", "MC-ESCHEME-04")
def test_scheme_places_threat_equal_to_the_sch_modified_by_boost_icons() -> None:
    """Rhino I has SCH 1. Enhanced Ivory Horn, dealt as his boost card, has 2 boost
    icons: his scheme places 3 threat. Advance, dealt next, makes him scheme again with
    a boost card without icons (another Advance): 1 threat. The main scheme also gains
    its acceleration of 1 first."""
    s = start()
    assert threat(s) == 0
    stack_encounter(s, ENHANCED_IVORY_HORN, ADVANCE, ADVANCE)
    to_villain_phase(s)
    placed = [line for line in s.log if "threat is placed on The Break-In!" in line]
    assert placed == [
        "1 threat is placed on The Break-In! (1).",
        "3 threat is placed on The Break-In! (4).",
        "1 threat is placed on The Break-In! (5).",
    ]
    assert threat(s) == 5


@rules("MC-ACTIVATION-02", "MC-EATTACK-01", "MC-EATTACK-13")
def test_villain_attacks_a_hero() -> None:
    s = start(form="hero", heroes="captain-marvel")
    stack_encounter(s, ADVANCE)  # the boost card: no boost icons
    to_villain_phase(s)
    act(s, "defend", "no defender")
    assert hp(s) == 12 - 2


@rules("MC-VPHASE-04", "MC-REVEAL-01", "MC-ROUND-07", "MC-ROUND-08", "MC-DEAL-02")
def test_dealt_cards_are_revealed_in_order() -> None:
    s = start()
    stack_encounter(s, ADVANCE, SHOCKER, BREAKIN)  # boost, then dealt
    to_villain_phase(s)
    log = "\n".join(s.log)
    assert (
        log.index("reveals Shocker") < log.index("reveals Breakin")
        if "reveals Breakin" in log
        else True
    )
    assert "reveals Shocker" in log


@rules(
    "MC-FIRST-02", "MC-ROUND-09", "MC-ROUND-10", "MC-VPHASE-07", "MC-ORDER-01", "MC-PLAYERPHASE-01"
)
def test_first_player_token_passes_and_next_round_starts() -> None:
    s = start(heroes="spider-man,captain-marvel")
    assert s.first == 0 and s.active == 0
    stack_encounter(s, *[ADVANCE] * 8)
    finish_round(s)
    assert s.first == 1 and s.active == 1 and s.phase == "player"


@rules("MC-OBLIGATION-05")
def test_obligation_goes_to_its_player() -> None:
    s = start(heroes="captain-marvel,spider-man")
    from mc_helpers import reveal

    reveal(s, EVICTION, seat=0)
    assert s.decision().seat == 1


@rules("MC-TURN-08", "MC-ACTION-01", "MC-ACTION-02")
def test_ask_another_player_for_help() -> None:
    s = start(heroes="spider-man,captain-marvel")  # Carol Danvers: Commander
    assert "ask P2 Captain Marvel for help (they may use one Action)" in s.labels().values()
    act(s, "turn", "ask P2 Captain Marvel for help")
    assert kind(s) == "help" and s.decision().seat == 1
    act(s, "help", "Commander")
    assert s.decision().seat == 1  # the helper resolves their own card's Action
    act(s, "choose-player", "P2")
    assert len(s.players[1].hand) == 1 and kind(s) == "turn" and s.decision().seat == 0


def test_a_helper_may_decline() -> None:
    s = start(heroes="spider-man,captain-marvel")
    act(s, "turn", "ask P2")
    act(s, "help", "decline")
    assert kind(s) == "turn" and not s.players[1].hand
