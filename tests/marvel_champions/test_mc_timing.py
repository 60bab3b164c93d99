"""Concepts of sections 7-10: triggered abilities and their timing, "you", values,
status cards, damage and hit points."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BLACK_CAT,
    BOMB_SCARE,
    BREAKIN,
    CHARGE,
    ENERGY,
    EXHAUSTION,
    EXPLOSION,
    FALSE_ALARM,
    GENIUS,
    HARD_TO_KEEP_DOWN,
    HYDRA_BOMBER,
    INTERROGATION,
    MANSION,
    MARIA_HILL,
    MOCKINGBIRD,
    SHOCKER,
    SPIDER_SENSE,
    STRENGTH,
    SUIT,
    act,
    attach,
    engage,
    finish_round,
    hand,
    hp,
    identity,
    kind,
    labels,
    make,
    mark,
    put,
    reveal,
    rules,
    run,
    side_scheme,
    stack_deck,
    stack_encounter,
    start,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import hp_left, push_damage
from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    start_reveal,
)
from rulebound.games.marvel_champions.rules import (
    max_hp,
    remaining_hp,
    stat,
)
from rulebound.kernel.rng import Rng

GET_BEHIND_ME = "01078"

# --- abilities and timing -------------------------------------------------------------------------


@rules("MC-ABILITY-08", "MC-TRIGGERED-03", "MC-FORCED-01", "MC-ABILITY-06", "MC-TRIGGERED-01")
def test_forced_responses_resolve_without_asking() -> None:
    s = start()
    stack_deck(s, GENIUS, STRENGTH)
    hand(s, BLACK_CAT, ENERGY)
    act(s, "turn", "play Black Cat")
    act(s, "pay", "Energy")
    assert kind(s) == "turn" and len(s.players[0].hand) == 1


@rules("MC-ABILITY-09", "MC-TRIGGERED-02", "MC-MAY-01", "MC-RESPONSE-02")
def test_responses_are_optional() -> None:
    s = start()
    hand(s, MOCKINGBIRD, GENIUS, STRENGTH)
    act(s, "turn", "play Mockingbird")
    act(s, "pay", "Genius")
    act(s, "pay", "Strength")
    act(s, "response", "pass")
    assert s.units[s.villain].stunned == 0


@rules("MC-ABILITY-03", "MC-INPLAY-01", "MC-INPLAY-06")
def test_abilities_of_cards_out_of_play_do_nothing() -> None:
    s = start()
    hand(s, INTERROGATION)
    s.players[0].discard.append(make(s, MANSION))
    s.refresh()
    assert not any("Avengers Mansion" in x for x in labels(s))


@rules("MC-WHENREVEALED-03")
def test_put_into_play_without_revealing_skips_when_revealed() -> None:
    s = start(form="hero")
    engage(s, SHOCKER)
    assert hp(s) == 10


@rules("MC-DAMAGE-05", "MC-TIMING-02")
def test_would_be_dealt_interrupts_before_tough() -> None:
    s = start(form="hero")
    suit = attach(s, SUIT, s.villain)
    mark(s, s.villain, tough=1)
    run(s, lambda: push_damage(s, s.villain, 3, 0))
    assert s.units[suit].damage == 3 and s.units[s.villain].tough == 1


@rules("MC-LASTING-05", "MC-LASTING-06")
def test_phase_effects_expire_at_the_end_of_the_phase() -> None:
    s = start()
    position.add_lasting_effect(s, "thwart", 1, seat=0)
    stack_encounter(s, *[ADVANCE] * 6)
    finish_round(s)
    assert s.effects == []


@rules("MC-DELAYED-02", "MC-DELAYED-03")
def test_nick_fury_leaves_at_the_end_of_the_round() -> None:
    from mc_helpers import NICK_FURY

    s = start()
    nf = put(s, NICK_FURY)
    stack_encounter(s, *[ADVANCE] * 6)
    finish_round(s)
    assert not s.units[nf].in_play


@rules("MC-YOU-03", "MC-YOU-05", "MC-YOU-06", "MC-YOU-01", "MC-YOU-09")
def test_you_is_the_resolving_players_identity() -> None:
    s = start()
    reveal(s, HYDRA_BOMBER)
    act(s, "choose-option", "take 2 damage")
    assert hp(s) == 8
    stack_encounter(s, BREAKIN)
    reveal(s, EXHAUSTION)
    assert s.units[identity(s)].exhausted
    reveal(s, FALSE_ALARM)
    assert s.units[identity(s)].confused == 1


# --- values, damage, hit points ------------------------------------------------------------------


@rules("MC-MODIFIER-05", "MC-GETS-01")
def test_values_never_below_zero() -> None:
    s = start(form="hero")
    position.add_lasting_effect(s, "attack", -5, seat=0)
    assert stat(s, identity(s), "attack") == 0


@rules("MC-STATUS-01", "MC-STATUS-04", "MC-CONFUSE-02", "MC-TOUGH-03")
def test_status_cards_one_of_each() -> None:
    from rulebound.games.marvel_champions.rules import give_status

    s = start()
    assert give_status(s, s.villain, "tough") and not give_status(s, s.villain, "tough")
    assert give_status(s, s.villain, "confused") and not give_status(s, s.villain, "confused")


@rules(
    "MC-HP-01",
    "MC-HP-02",
    "MC-MAXHP-01",
    "MC-REMHP-01",
    "MC-REMHP-02",
    "MC-SUSTAINED-01",
    "MC-SUSTAINED-02",
    "MC-SUSTAINED-03",
)
def test_hit_points_maximum_remaining_sustained() -> None:
    s = start()
    mark(s, identity(s), damage=3)
    m = engage(s, SHOCKER)
    mark(s, m, damage=1)
    assert hp_left(s, identity(s)) == 7 and max_hp(s, m) == 3 and remaining_hp(s, m) == 2


@rules("MC-DEFEAT-03", "MC-VILLAINDEF-04")
def test_defeated_identity_is_removed() -> None:
    s = start(heroes="spider-man,captain-marvel")
    run(s, lambda: push_damage(s, identity(s, 0), 20))
    assert s.players[0].eliminated and s.players[0].hand == [] and s.players[0].deck == []


@rules("MC-PREVENT-01", "MC-TOUGH-05", "MC-KEYWORD-OVERKILL-05")
def test_tough_ally_takes_no_overkill_through() -> None:
    s = start(form="hero")
    mh = put(s, MARIA_HILL)
    mark(s, mh, tough=1)
    attach(s, CHARGE, s.villain)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")
    act(s, "defend", "Maria Hill")
    assert s.units[mh].in_play and hp(s) == 10


@rules("MC-INDIRECT-01", "MC-INDIRECT-03")
def test_explosion_spreads_damage_among_the_players() -> None:
    s = start(form="hero", heroes="spider-man,captain-marvel")
    side_scheme(s, BOMB_SCARE, threat=2)
    reveal(s, EXPLOSION)
    act(s, "assign-damage", "Spider-Man")
    act(s, "assign-damage", "Captain Marvel")
    assert hp(s, 0) == 9 and hp(s, 1) == 11


def test_window_answer_belongs_to_the_deciding_seat_on_a_redrawn_model() -> None:
    """A look-ahead bot answers a window on a copy whose hidden hands were redrawn: an
    earlier seat may now hold a usable card, yet the answer is the decider's. A treachery
    is revealed; player 1's hand (two allies) is redrawn from a deck of Enhanced
    Spider-Senses, and player 2 plays its Get Behind Me!."""
    s = build_position(
        Position(
            players=[
                Side("spider-man", form="hero", hand=[MARIA_HILL] * 2, deck=[SPIDER_SENSE] * 10),
                Side("captain-marvel", form="hero", hand=[GET_BEHIND_ME, GENIUS]),
            ]
        )
    )
    start_reveal(s, HARD_TO_KEEP_DOWN, 0)
    d = s.decision()
    assert (d.kind, d.seat) == ("interrupt", 1)  # player 1 has nothing to use
    model = s.resample_hidden(1, Rng(0))
    p1, p2 = model.players
    assert [model.name(u) for u in p1.hand] == ["Enhanced Spider-Sense"] * 2  # usable now
    act(model, "interrupt", "Get Behind Me!")
    assert [model.name(u) for u in p2.hand] == ["Genius"] and len(p1.hand) == 2
