"""Rule coverage, section 7: abilities, triggers, "would"/"after", cancel and
replacement effects, alteration wordings (IDs the first test pass left untested)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    ASSAULT,
    BREAKIN,
    COSMIC_FLIGHT,
    FALSE_ALARM,
    GENIUS,
    GREAT_RESP,
    HARD_TO_KEEP_DOWN,
    HAWKEYE,
    HAYMAKER,
    HELMET,
    HYDRA_MERCENARY,
    INTERROGATION,
    KREE,
    MARIA_HILL,
    SHOCKER,
    SPIDER_SENSE,
    TRACER,
    WEBBED_UP,
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    put,
    reveal,
    rules,
    run,
    stack_encounter,
    start,
    threat,
)

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.rules import leave_play, stat


@rules("MC-TRIGGERED-05")
def test_cancelling_when_revealed_keeps_surge() -> None:
    # Enhanced Spider-Sense cancels the "When Revealed" abilities of Kree Manipulator:
    # no threat, but its Surge keyword is not a When Revealed ability.
    s = start(form="hero")
    (nxt,) = stack_encounter(s, SHOCKER)
    hand(s, SPIDER_SENSE, GENIUS)
    reveal(s, KREE)
    act(s, "interrupt", "Enhanced Spider-Sense")
    act(s, "pay", "Genius")
    assert threat(s) == 0 and s.units[nxt].in_play


@rules("MC-CANCEL-05")
def test_a_cancelled_effect_did_not_happen() -> None:
    # False Alarm cancelled: no confusion and no Surge ("already" never applies).
    s = start(form="hero")
    (nxt,) = stack_encounter(s, SHOCKER)
    hand(s, SPIDER_SENSE, GENIUS)
    reveal(s, FALSE_ALARM)
    act(s, "interrupt", "Enhanced Spider-Sense")
    act(s, "pay", "Genius")
    assert s.units[identity(s)].confused == 0 and nxt in s.enc_deck
    # Assault cancelled: no attack was initiated, so Spider-Sense has nothing to answer.
    hand(s, SPIDER_SENSE, GENIUS)
    reveal(s, ASSAULT)
    act(s, "interrupt", "Enhanced Spider-Sense")
    act(s, "pay", "Genius")
    assert kind(s) == "turn" and hp(s) == 10 and not s.players[0].hand


@rules("MC-ABILITY-05")
def test_sentences_resolve_one_at_a_time() -> None:
    # Hard to Keep Down: heal 4; if nothing was healed, gain Surge.
    s = start()
    (nxt,) = stack_encounter(s, ADVANCE)
    reveal(s, HARD_TO_KEEP_DOWN)  # undamaged Rhino: heals 0, so it surges
    assert nxt not in s.enc_deck
    mark(s, s.villain, damage=2)
    (nxt,) = stack_encounter(s, ADVANCE)
    reveal(s, HARD_TO_KEEP_DOWN)
    assert s.units[s.villain].damage == 0 and nxt in s.enc_deck


@rules("MC-CONSTANT-02")
def test_conditional_constant_ability_follows_its_condition() -> None:
    s = start(heroes="captain-marvel", form="hero")
    base = stat(s, identity(s), "defense")
    put(s, HELMET)
    assert stat(s, identity(s), "defense") == base + 1
    cf = put(s, COSMIC_FLIGHT)  # Aerial: the Helmet gives +2 instead
    assert stat(s, identity(s), "defense") == base + 2
    leave_play(s, cf)
    s.refresh()
    assert stat(s, identity(s), "defense") == base + 1


@rules("MC-RESPONSE-05")
def test_a_passed_response_cannot_be_used_later() -> None:
    s = start()
    hk = put(s, HAWKEYE)
    sh = reveal(s, SHOCKER)
    act(s, "response", "pass")
    assert kind(s) == "turn" and not any("Hawkeye:" in x for x in labels(s))
    assert s.units[hk].counters == 4 and s.units[sh].damage == 0


@rules("MC-TRIGCOND-03", "MC-AFTER-01")
def test_damage_and_defeat_share_one_window_of_each_kind() -> None:
    # Haymaker (3) defeats a tracked Hydra Mercenary (3 HP): Spider-Tracer's interrupt
    # and Interrogation Room's "after you defeat" response answer that one occurrence.
    s = start(form="hero")
    mark(s, s.main, threat=6)
    room = put(s, INTERROGATION)
    m = engage(s, HYDRA_MERCENARY)
    put(s, TRACER, host=m)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    if kind(s) == "choose-enemy":
        act(s, "choose-enemy", "Hydra Mercenary")
    while kind(s) == "choose-scheme":
        act(s, "choose-scheme", "The Break-In!")
    assert kind(s) == "response" and any("Interrogation Room" in x for x in labels(s))
    assert m in s.enc_discard  # "after": the minion is already defeated
    act(s, "response", "Interrogation Room")
    assert threat(s) == 6 - 3 - 1 and s.units[room].exhausted


@rules("MC-WOULD-01", "MC-EX-42")
def test_would_interrupt_resolves_before_the_plain_one() -> None:
    # Webbed Up ("would attack") replaces Rhino's attack; Spider-Sense ("initiates an
    # attack") never gets its window.
    s = start(form="hero")
    put(s, WEBBED_UP, host=s.villain)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    assert kind(s) == "turn" and not s.players[0].hand
    assert s.units[s.villain].stunned == 1 and hp(s) == 10


@rules("MC-INITIATE-06")
def test_response_is_offered_just_after_its_condition() -> None:
    s = start()
    hand(s, MARIA_HILL, GENIUS)  # Genius: 2 mental
    act(s, "turn", "play Maria Hill")
    while kind(s) == "pay":
        act(s, "pay", "Genius")
    mh = next(u for u in s.play if s.name(u) == "Maria Hill")
    assert kind(s) == "response" and s.units[mh].in_play
    act(s, "response", "Maria Hill")
    assert len(s.players[0].hand) == 1


@rules("MC-REPLACE-02")
def test_replacement_resolves_instead_of_its_condition() -> None:
    s = start(form="hero")
    hand(s, GREAT_RESP)
    stack_encounter(s, ADVANCE)  # boost card without icons: Rhino schemes for 1
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Great Responsibility")
    assert threat(s) == 0 and hp(s) == 9


@rules("MC-QUALIFY-01", "MC-QUALIFY-02")
def test_additional_threat_is_placed_with_the_scheme() -> None:
    # Breakin' & Takin' (2, fixed) "+1 per hero" additional threat, 2 players: 4 in all,
    # on the scheme as it enters (no moment where it holds only 2).
    s = start(heroes="spider-man,captain-marvel")
    b = reveal(s, BREAKIN)
    assert threat(s, b) == 4


@rules("MC-REPLACE-03", "MC-REPLACE-04")
def test_only_one_replacement_resolves_a_condition() -> None:
    # Two Great Responsibility in hand: the threat is replaced once, by one card (IT:
    # the latest replacement is the one used; DE, which the engine follows: the second
    # is not offered once the condition is replaced). Either way 1 damage, not 2.
    s = start(form="hero")
    hand(s, GREAT_RESP, GREAT_RESP)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Great Responsibility")
    assert kind(s) == "turn" and threat(s) == 0 and hp(s) == 9
    assert len(s.players[0].hand) == 1
