"""The general wording of abilities no Core card uses, on made-up cards declared with the
card vocabulary (``position.made_up_card``): "otherwise", "for each … choose", lasting
modifiers that double, halve or set a value, caps of a bonus, and adjectives over lists."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    ASSAULT,
    BREAKIN,
    CROWD_CONTROL,
    GANG_UP,
    HYDRA_MERCENARY,
    MANSION,
    RHINO_I,
    SHADOW,
    SHOCKER,
    SUIT,
    WEB_KICK,
    act,
    attach,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    put,
    rules,
    side_scheme,
    start,
    threat,
    with_card,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import (
    CardBuilder,
    choose_enemy,
    choose_option,
    choose_scheme,
    damage,
    draw,
    exhaust,
    if_,
    place_threat,
    remove_threat,
    then,
)
from rulebound.games.marvel_champions.position import Position, Side, build_position
from rulebound.games.marvel_champions.rules import stat
from rulebound.games.marvel_champions.wording import (
    blank_text_box,
    discard_cards_from_hand,
    discard_encounter_cards,
    double,
    each_ready,
    engage_found,
    for_each,
    halve,
    in_form,
    lose,
    modify,
    otherwise,
    set_to,
)

HERO_OR_THREAT = "if you are in hero form, take 2 damage; otherwise, place 2 threat"


def _mansion_does(s, *effect, text: str = "made-up ability") -> int:  # type: ignore[no-untyped-def]
    """Avengers Mansion in play, made up to have ``Action: <effect>``; returns its uid."""
    position.made_up_card(s, MANSION, lambda c: c.action(*effect, text=text))
    return put(s, MANSION)


@rules("MC-OTHERWISE-01", "MC-OTHERWISE-02", "MC-EX-17")
def test_otherwise_resolves_when_the_condition_is_not_met() -> None:
    effect = otherwise((if_(in_form("hero"), damage(2, "identity")),), place_threat(2))
    s = start(form="alter-ego")
    _mansion_does(s, effect, text=HERO_OR_THREAT)
    before, life = threat(s), hp(s)
    act(s, "turn", "Avengers Mansion")
    assert (threat(s) - before, hp(s)) == (2, life)  # no damage; 2 threat instead
    s = start(form="hero")
    _mansion_does(s, effect, text=HERO_OR_THREAT)
    before, life = threat(s), hp(s)
    act(s, "turn", "Avengers Mansion")
    assert (threat(s) - before, life - hp(s)) == (0, 2)  # the first effect resolved


@rules("MC-OTHERWISE-02", "MC-EX-18")
def test_otherwise_does_not_resolve_after_a_partial_resolution() -> None:
    effect = otherwise(discard_cards_from_hand(2), exhaust("identity"))
    text = "discard 2 cards from your hand; otherwise, exhaust your identity"
    s = start()
    _mansion_does(s, effect, text=text)
    act(s, "turn", "Avengers Mansion")  # case A: no card in hand
    assert s.units[identity(s)].exhausted
    s = start()
    _mansion_does(s, effect, text=text)
    hand(s, WEB_KICK)
    act(s, "turn", "Avengers Mansion")  # case B: one card
    act(s, "discard", "Swinging Web Kick")
    assert s.players[0].hand == [] and not s.units[identity(s)].exhausted


@rules("MC-OTHERWISE-03")
def test_otherwise_looks_only_at_the_sentence_before_it() -> None:
    # "Place 1 threat on the main scheme. Discard 2 cards from your hand. Otherwise,
    # exhaust your identity.", with an empty hand: the first sentence resolved, but the
    # preceding effect of "otherwise" is the discard, which did not.
    s = start()
    effect = otherwise(discard_cards_from_hand(2), exhaust("identity"))
    _mansion_does(s, place_threat(1), effect, text="threat; discard 2; otherwise exhaust")
    before = threat(s)
    act(s, "turn", "Avengers Mansion")
    assert threat(s) == before + 1 and s.units[identity(s)].exhausted


def _event(s, *effect) -> None:  # type: ignore[no-untyped-def]
    """Swinging Web Kick made up as a 0-cost event "Action: <effect>" in hand."""
    with_card(s, WEB_KICK, cost=0)
    position.made_up_card(s, WEB_KICK, lambda c: c.action(*effect, text="made-up event"))
    hand(s, WEB_KICK)


def _upgrades(s, n: int):  # type: ignore[no-untyped-def]
    """n made-up upgrades (Web-Shooters) in play: the counted elements."""
    return lambda st, frame: sum(
        1 for u in st.play if st.card(u).type == "upgrade" and st.units[u].controller == 0
    )


@rules("MC-FOREACH-03", "MC-EX-22")
def test_for_each_choose_is_one_instance_per_repetition() -> None:
    # "For each upgrade you control, choose an enemy and deal 2 damage to it", with 2
    # upgrades and a Guard minion of 2 hit points: after the first instance defeats it,
    # the villain becomes a valid target of the second.
    s = start(form="hero")
    for _ in range(2):
        put(s, "01008")  # Web-Shooter
    merc = engage(s, HYDRA_MERCENARY)
    mark(s, merc, damage=1)
    _event(s, for_each(_upgrades(s, 2), choose_enemy(), damage(2)))
    act(s, "turn", "Swinging Web Kick")
    assert not s.units[merc].in_play
    assert s.units[s.villain].damage == 2  # the second instance, on the villain


@rules("MC-FOREACH-01", "MC-EX-22")
def test_for_each_without_choose_is_one_instance_on_one_target() -> None:
    # "Remove 1 threat from a scheme for each treachery in the encounter discard pile"
    # (3 there): 3 threat comes off one scheme, in one instance.
    s = start()
    position.to_encounter_discard(s, "01104", "01105", "01106")  # 3 treacheries
    one, two = side_scheme(s, BREAKIN, 4), side_scheme(s, CROWD_CONTROL, 4)
    mark(s, s.main, threat=0)
    treacheries = lambda st, frame: sum(  # noqa: E731
        1 for u in st.enc_discard if st.card(u).type == "treachery"
    )
    _mansion_does(s, choose_scheme(), remove_threat(treacheries))
    act(s, "turn", "Avengers Mansion")
    act(s, "choose-scheme", "Crowd Control")
    assert (threat(s, one), threat(s, two)) == (4, 1)


@rules("MC-FOREACH-04", "MC-EX-24")
def test_a_damage_modifier_applies_to_each_instance() -> None:
    # "Your events deal 1 additional damage" (a made-up Helicarrier, a constant
    # increase), then a "for each … choose" event with 2 counted upgrades: each chosen
    # enemy is dealt 3 damage.
    s = start(form="hero")
    for _ in range(2):
        put(s, "01008")
    position.made_up_card(s, "01092", lambda c: c.increases("event", 1))  # Helicarrier
    put(s, "01092")
    merc = engage(s, HYDRA_MERCENARY)
    _event(s, for_each(_upgrades(s, 2), choose_enemy(), damage(2)))
    act(s, "turn", "Swinging Web Kick")
    assert not s.units[merc].in_play  # 3 damage: its 3 hit points
    assert s.units[s.villain].damage == 3


def _modified(s, *ops) -> int:  # type: ignore[no-untyped-def]
    """Spider-Man's ATK after an action resolving ``ops`` on his identity."""
    _mansion_does(s, *ops)
    act(s, "turn", "Avengers Mansion")
    return stat(s, identity(s), "attack")


@rules("MC-MODIFIER-03", "MC-MODIFIER-06")
def test_additive_modifiers_come_before_doubling_and_halving() -> None:
    s = start(form="hero")  # Spider-Man: ATK 2
    assert _modified(s, double("attack", "identity"), modify("attack", 1, "identity")) == 6
    s = start(form="hero")
    # (2 + 1) halved is 1.5, rounded up to 2 after every modifier
    assert _modified(s, halve("attack", "identity"), modify("attack", 1, "identity")) == 2


@rules("MC-MODIFIER-04")
def test_a_set_value_overrides_the_others_and_the_latest_wins() -> None:
    s = start(form="hero")
    ops = (
        modify("attack", 3, "identity"),
        set_to("attack", 1, "identity"),
        double("attack", "identity"),
    )
    assert _modified(s, *ops) == 1
    s = start(form="hero")
    assert _modified(s, set_to("attack", 4, "identity"), set_to("attack", 0, "identity")) == 0
    assert "has ATK set to 0 until the end of the phase" in " ".join(e.text for e in s.events)


@rules("MC-EX-32")
def test_a_cap_on_a_bonus_caps_only_its_own_ability() -> None:
    s = start(form="hero")
    capped = modify("attack", 5, "identity", cap=3)  # "+5 ATK (up to a maximum of +3 ATK)"
    assert _modified(s, capped, capped) == 2 + 3 + 3


@rules("MC-EX-01")
def test_an_adjective_qualifies_every_noun_of_a_list() -> None:
    # "Exhaust each ready character and attachment": the exhausted ones are untouched
    # (already), the ready ones are exhausted, and a ready support is not listed.
    s = start(form="hero")
    _mansion_does(s, each_ready("character", "attachment"), text="exhaust each ready one")
    merc, tired = engage(s, HYDRA_MERCENARY), engage(s, HYDRA_MERCENARY)
    mark(s, tired, exhausted=True)
    suit = attach(s, SUIT, s.villain)
    support = put(s, "01092")
    told = len(s.events)
    act(s, "turn", "Avengers Mansion")
    exhausted = [e.text for e in s.events[told:] if "is exhausted" in e.text]
    assert len(exhausted) == 4  # the hero, the villain, the ready minion and the suit
    assert s.units[merc].exhausted and s.units[identity(s)].exhausted
    assert s.units[suit].exhausted
    assert s.units[s.villain].exhausted and not s.units[support].exhausted


def test_made_up_cards_stay_in_their_game() -> None:
    s = start()
    position.made_up_card(s, MANSION, lambda c: c.action(then(), text="made-up"))
    assert start().game.scripts[s.game.pool.by_code[MANSION].index].abilities[0].text != ("made-up")
    assert isinstance(CardBuilder, type) and labels(s)


def _vile_goals(s) -> None:  # type: ignore[no-untyped-def]
    """Shadow of the Past made up as "When Revealed: Discard X cards from the encounter
    deck, where X is twice the villain's stage number. Each time a minion is discarded
    this way, choose: take 3 damage or put that minion into play engaged with you."."""
    stage = {"I": 1, "II": 2, "III": 3}[s.card(s.villain).stage]
    position.made_up_card(
        s,
        SHADOW,
        lambda c: c.revealed(
            discard_encounter_cards(
                2 * stage,
                choose_option("pick", "take 3 damage", "put that minion into play"),
                if_(lambda st, f: f["pick"] == 0, damage(3, "identity")),
                if_(lambda st, f: f["pick"] == 1, engage_found()),
                match=lambda st, uid: st.card(uid).type == "minion",
            )
        ),
    )


@rules("MC-QUALIFY-04", "MC-EX-38")
def test_each_time_pauses_the_effect_it_qualifies() -> None:
    s = build_position(Position(players=[Side(form="hero")], villain_stage="II"))
    _vile_goals(s)
    before = len(s.enc_discard)
    deck = position.to_encounter_top(s, ADVANCE, SHOCKER, ASSAULT, GANG_UP)
    position.start_reveal(s, SHADOW)
    assert kind(s) == "choose-option"
    assert s.enc_discard[before:] == deck[:2]  # paused after the minion, the 2nd card
    act(s, "choose-option", "put that minion into play")
    assert s.units[deck[1]].in_play and s.units[deck[1]].engaged == 0
    assert s.enc_discard[before : before + 3] == [deck[0], deck[2], deck[3]]  # the other two
    s = build_position(Position(players=[Side(form="hero")], villain_stage="II"))
    _vile_goals(s)
    deck = position.to_encounter_top(s, ADVANCE, SHOCKER, ASSAULT, GANG_UP)
    life = hp(s)
    position.start_reveal(s, SHADOW)
    act(s, "choose-option", "take 3 damage")
    assert hp(s) == life - 3 and not s.units[deck[1]].in_play


def _basic_attack_damage_taken(s) -> int:  # type: ignore[no-untyped-def]
    """Spider-Man's damage taken by his basic attack on Rhino (Retaliate)."""
    life = hp(s)
    mark(s, identity(s), exhausted=False)
    act(s, "turn", "basic attack")
    while kind(s) != "turn":
        act(s, kind(s), "Rhino" if kind(s).startswith("choose") else "pass")
    return life - hp(s)


@rules("MC-LOSE-01")
def test_a_lost_keyword_is_not_gained_again_while_lost() -> None:
    s = start(form="hero")
    position.card_variant(s, RHINO_I, keywords=("Retaliate 1",))  # made up: Retaliate 1
    assert _basic_attack_damage_taken(s) == 1
    _mansion_does(s, lose("Retaliate", "villain"), text="the villain loses Retaliate")
    act(s, "turn", "Avengers Mansion")
    assert _basic_attack_damage_taken(s) == 0
    attach(s, "01153", s.villain)  # Concussion Blasters: "the villain gains Retaliate 1"
    assert _basic_attack_damage_taken(s) == 0
    assert "loses Retaliate" in " ".join(e.text for e in s.events)


@rules("MC-TEXTBOX-01", "MC-TEXTBOX-02")
def test_a_blank_text_box_loses_its_printed_abilities_and_icons_only() -> None:
    # Rhino made up with a printed Retaliate 1, given another by Concussion Blasters;
    # Crowd Control's crisis icon keeps thwarts off the main scheme. A made-up Mansion
    # blanks the text boxes of Rhino, of the scheme it chooses, and its own.
    s = start(form="hero")
    position.card_variant(s, RHINO_I, keywords=("Retaliate 1",))
    attach(s, "01153", s.villain)
    crowd = side_scheme(s, CROWD_CONTROL, 2)
    mark(s, s.main, threat=3)
    assert _basic_attack_damage_taken(s) == 2
    blanks = (blank_text_box("villain"), choose_scheme(), blank_text_box("scheme"))
    _mansion_does(s, *blanks, blank_text_box("self"), text="blank text boxes")
    act(s, "turn", "Avengers Mansion")
    assert "Avengers Mansion" not in " ".join(labels(s))  # its own ability is blank
    assert _basic_attack_damage_taken(s) == 1  # the given Retaliate 1 stays
    mark(s, identity(s), exhausted=False)
    act(s, "turn", "basic thwart")  # no crisis icon: the main scheme may be thwarted
    assert kind(s) == "choose-scheme" and s.tag(s.main) in labels(s)
    assert s.tag(crowd) in labels(s)


@rules("MC-TEXTBOX-01")
def test_a_blank_text_box_stops_constant_and_forced_abilities() -> None:
    # Avengers Mansion made up: "Your hero gets +1 ATK. Forced Response: after you play
    # an event, draw 1 card. Action: treat this card's text box as blank."
    s = start(form="hero")
    position.made_up_card(
        s,
        MANSION,
        lambda c: (
            c.modifies("attack", lambda st, me, uid: int(uid == st.players[0].identity))
            .response("event-played", draw(1), forced=True, text="draw 1 card")
            .action(blank_text_box("self"), text="blank this text box")
        ),
    )
    put(s, MANSION)
    with_card(s, WEB_KICK, cost=0)
    position.made_up_card(s, WEB_KICK, lambda c: c.action(text="nothing"))
    hand(s, WEB_KICK, WEB_KICK)
    assert stat(s, identity(s), "attack") == 3
    act(s, "turn", "play Swinging Web Kick")
    assert len(s.players[0].hand) == 2  # one played, one drawn by the forced response
    act(s, "turn", "Avengers Mansion")
    assert stat(s, identity(s), "attack") == 2
    act(s, "turn", "play Swinging Web Kick")
    assert len(s.players[0].hand) == 1  # no draw now
