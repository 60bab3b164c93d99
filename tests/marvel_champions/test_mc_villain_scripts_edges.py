"""Encounter-side card scripts (villains, modular and nemesis sets): the conditions and
numbers inside their steps that the mutation sample of issue 22 found no test checking.
Positions come from the public position builder (through mc_helpers)."""

from __future__ import annotations

from typing import Any

from mc_helpers import (
    ADVANCE,
    BACKFLIP,
    BOMB_SCARE,
    BREAKIN,
    CAUGHT_OFF_GUARD,
    CROWD_CONTROL,
    EMERGENCY,
    EXPLOSION,
    FIRST_AID,
    GANG_UP,
    GENIUS,
    HIGHWAY_ROBBERY,
    HYDRA_MERCENARY,
    JESSICA,
    MASTERPLAN,
    SANDMAN,
    SHOCKER,
    YON_ROGG,
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    pass_windows,
    put,
    reveal,
    run,
    side_scheme,
    stack_encounter,
    start,
)

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_damage
from rulebound.games.marvel_champions.invariants import broken
from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    set_encounter,
    start_activation,
    start_reveal,
)
from rulebound.games.marvel_champions.rules import max_hp, stat
from rulebound.games.marvel_champions.state import McState

VENGEANCE, SONIC_BOOM, SOUND_MANIPULATION, IMMORTAL = "01122", "01123", "01124", "01127"
ANDROID_EFFICIENCY_ENERGY = "01144a"
LEGIONS, MADAME_HYDRA = "01180", "01181"
UNDER_ATTACK = "01151"
TIGER_SHARK, MELTER, MASTERS_OF_MAYHEM = "01131", "01132", "01133"
TITANIA, ENHANCED, FURY = "01162", "01163", "01164"
ARC_REACTOR, GAUNTLETS, WHIP_ATTACK = "01035", "01038", "01173"
BLACK_WIDOW = "01075"  # "Interrupt: when a card is revealed from the encounter deck..."
IMMORTAL_NAME = 'The "Immortal" Klaw'


def no_defender(s: McState) -> None:
    """No defender, no optional interrupt; forced abilities in the order offered."""
    answers = {"defend": "no defender", "interrupt": "pass", "response": "pass"}
    while kind(s) in (*answers, "order-forced"):
        act(s, kind(s), answers.get(kind(s), ""))


# --- Rhino ----------------------------------------------------------------------------------


def test_rhino_two_finds_no_breakin_and_takin_and_goes_on() -> None:
    """Rhino II's When Revealed searches for Breakin' & Takin'; with the card in neither
    the encounter deck nor its discard pile, the search finds nothing and the game goes on."""
    s = start(form="hero")
    set_encounter(s, [ADVANCE])
    mark(s, s.villain, damage=13)
    run(s, lambda: push_damage(s, s.villain, 1, 0))
    assert s.card(s.villain).stage == "II"
    assert not any(s.name(u) == "Breakin' & Takin'" for u in s.play)
    assert "Breakin' & Takin' is not in the encounter deck or discard pile." in s.log


# --- Klaw -----------------------------------------------------------------------------------


def test_sound_manipulation_surges_only_when_klaw_heals_nothing() -> None:
    """Against an alter-ego: Klaw heals 4; if that heals no damage, surge. Undamaged Klaw
    surges (the top encounter card is revealed); a damaged Klaw heals and does not."""
    s = build_position(Position(players=[Side(form="alter-ego")], villain="klaw"))
    (top,) = stack_encounter(s, ADVANCE)
    start_reveal(s, SOUND_MANIPULATION)
    assert top not in s.enc_deck  # revealed by the surge
    s = build_position(Position(players=[Side(form="alter-ego")], villain="klaw", villain_damage=2))
    (top,) = stack_encounter(s, ADVANCE)
    start_reveal(s, SOUND_MANIPULATION)
    assert s.units[s.villain].damage == 0 and s.enc_deck[-1] == top


def test_sonic_boom_offers_the_payment_only_with_one_resource_of_each_type() -> None:
    """Cards of one resource each: without one of the three types the player cannot
    spend an energy, a mental and a physical resource, so there is no choice: the
    characters are exhausted."""
    for cards in ((FIRST_AID, BACKFLIP), (EMERGENCY, BACKFLIP), (EMERGENCY, FIRST_AID)):
        s = build_position(Position(players=[Side(form="hero", hand=list(cards))], villain="klaw"))
        start_reveal(s, SONIC_BOOM)
        assert kind(s) != "sonic-boom" and s.units[identity(s)].exhausted


def test_sonic_boom_paid_spends_an_energy_a_mental_and_a_physical_resource() -> None:
    s = build_position(
        Position(players=[Side(form="hero", hand=[EMERGENCY, FIRST_AID, BACKFLIP])], villain="klaw")
    )
    start_reveal(s, SONIC_BOOM)
    act(s, "sonic-boom", "spend")
    for name in ("Emergency", "First Aid", "Backflip"):
        act(s, "pay", name)
    assert kind(s) == "turn"  # paid in full, nothing more asked
    assert not s.players[0].hand and not s.units[identity(s)].exhausted


def test_sonic_boom_as_a_boost_exhausts_the_hero_it_damages() -> None:
    s = build_position(Position(players=[Side(form="hero")], villain="klaw"))
    stack_encounter(s, SONIC_BOOM, VENGEANCE)  # Klaw I (ATK 0): two boost cards, 0 + 1
    start_activation(s)
    no_defender(s)
    assert s.units[identity(s)].damage > 0 and s.units[identity(s)].exhausted


def test_klaw_is_defeated_when_the_immortal_klaw_goes_only_at_0_hit_points() -> None:
    """Klaw I (12 hit points): with 11 damage the scheme's +10 goes and 1 is left, so
    Klaw stays; with exactly 12 he is defeated (Klaw II comes)."""
    for damage, stage in ((11, "I"), (12, "II")):
        s = build_position(
            Position(
                players=[Side(form="hero")],
                villain="klaw",
                villain_damage=damage,
                side_schemes=[InPlay(IMMORTAL, threat=1)],
            )
        )
        act(s, "turn", "basic thwart")
        if kind(s) == "choose-scheme":
            act(s, "choose-scheme", "Immortal")
        assert s.card(s.villain).stage == stage
        assert s.units[s.villain].damage == (damage if stage == "I" else 0)


# --- Ultron ---------------------------------------------------------------------------------


def test_ultron_ii_gets_no_drone_bonus_while_he_schemes() -> None:
    """Ultron II's +1 ATK per Drone lasts for an attack; while he schemes (the boost's
    choice pending: Android Efficiency, an energy or a Drone) his ATK is the printed 2."""
    s = build_position(
        Position(
            players=[Side(form="alter-ego", hand=[EMERGENCY])], villain="ultron", villain_stage="II"
        )
    )
    stack_encounter(s, ANDROID_EFFICIENCY_ENERGY)
    start_activation(s)
    assert kind(s) == "drone-or-spend"
    assert s.view(0)["villain"]["attack"] == 2


# --- Standard -------------------------------------------------------------------------------


def test_gang_up_the_player_orders_the_minions_attacks() -> None:
    """Two minions engaged with Captain Marvel: after Rhino's attack she chooses which
    minion attacks next (MC-ACTIVATION-06); the other follows, and nothing more is asked."""
    s = start(form="hero", heroes="captain-marvel")
    engage(s, SHOCKER)
    engage(s, HYDRA_MERCENARY)
    stack_encounter(s, ADVANCE)
    reveal(s, GANG_UP)
    assert "Rhino" in s.decision().prompt
    act(s, "defend", "no defender")
    assert kind(s) == "minion-order" and sorted(labels(s)) == ["Hydra Mercenary", "Shocker"]
    act(s, "minion-order", "Hydra Mercenary")
    assert "Hydra Mercenary attacks" in s.decision().prompt
    act(s, "defend", "no defender")
    assert "Shocker attacks" in s.decision().prompt
    act(s, "defend", "no defender")
    assert kind(s) == "turn" and hp(s) == 12 - 2 - 1 - 2


def test_caught_off_guard_leaves_allies_alone() -> None:
    """Only an upgrade or a support is discarded: with an ally alone in play the card
    surges, and the ally stays."""
    s = start()
    ally = put(s, JESSICA)
    (nxt,) = stack_encounter(s, ADVANCE)
    reveal(s, CAUGHT_OFF_GUARD)
    assert s.units[ally].in_play and nxt not in s.enc_deck


# --- Expert ---------------------------------------------------------------------------------


def test_masterplan_reveals_the_side_scheme_from_the_discard_pile_once() -> None:
    """With no side scheme in play, Masterplan discards Advance, then Crowd Control, and
    reveals Crowd Control from the discard pile: it leaves the pile for play, and Black
    Widow (who answers a card revealed from the encounter deck) is not offered for it."""
    s = build_position(Position(players=[Side(play=[BLACK_WIDOW], hand=[GENIUS])]))
    advance, scheme = stack_encounter(s, ADVANCE, CROWD_CONTROL)
    told = len(s.events)
    reveal(s, MASTERPLAN)
    act(s, "interrupt", "pass")  # Black Widow, for Masterplan itself
    assert [e.text for e in s.events[told:] if "discarded" in e.text] == [
        "2 cards are discarded from the encounter deck to find a side scheme: Advance and"
        " Crowd Control."
    ]
    assert kind(s) == "turn"
    assert s.units[scheme].in_play and scheme not in s.enc_discard
    assert advance in s.enc_discard


# --- Bomb Scare -----------------------------------------------------------------------------


def test_explosion_may_assign_to_a_character_with_1_hit_point_left() -> None:
    """Jessica Jones (3 hit points) with 2 damage can still be assigned 1 of Explosion's
    damage: she is offered beside Spider-Man, takes it and is defeated."""
    s = start(form="hero")
    side_scheme(s, BOMB_SCARE, threat=2)
    jj = put(s, JESSICA)
    mark(s, jj, damage=2)
    reveal(s, EXPLOSION)
    assert kind(s) == "assign-damage" and "Jessica Jones" in " ".join(labels(s))
    act(s, "assign-damage", "Jessica Jones")
    assert not s.units[jj].in_play and hp(s) == 10 - 1


def test_explosion_with_one_target_deals_it_exactly_the_bomb_scare_threat() -> None:
    """Spider-Man alone (10 hit points) and Bomb Scare with 2 threat: he is assigned
    the 2 damage at once, not more."""
    s = start(form="hero")
    side_scheme(s, BOMB_SCARE, threat=2)
    reveal(s, EXPLOSION)
    assert kind(s) == "turn" and hp(s) == 10 - 2


# --- Vulture --------------------------------------------------------------------------------


def test_highway_robbery_defeated_gives_its_cards_back_and_keeps_none() -> None:
    """The card taken from the hand goes back to it when Highway Robbery is defeated, and
    is no longer under the scheme: every card is in exactly one zone."""
    s = start(form="hero")
    (g,) = hand(s, GENIUS)
    robbery = reveal(s, HIGHWAY_ROBBERY)
    assert s.units[robbery].under == (g,)
    mark(s, robbery, threat=1)
    act(s, "turn", "basic thwart")
    if kind(s) == "choose-scheme":
        act(s, "choose-scheme", "Highway Robbery")
    pass_windows(s)
    assert not s.units[robbery].in_play and s.players[0].hand == [g]
    assert s.units[robbery].under == () and broken(s) == []


# --- Yon-Rogg -------------------------------------------------------------------------------


def test_yon_rogg_without_the_psyche_magnitron_places_threat_on_no_card() -> None:
    """After Yon-Rogg attacks with no Psyche-Magnitron in play, no card in play gets
    threat (not the main scheme, not the first player's hero)."""
    s = start(form="hero", heroes="captain-marvel")
    yon_rogg = engage(s, YON_ROGG)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, yon_rogg, 0, "attack"))
    act(s, "defend", "no defender")
    pass_windows(s)
    assert hp(s) == 12 - 3 and [s.units[u].threat for u in s.play if s.units[u].threat] == []


# --- Legions of Hydra -----------------------------------------------------------------------


def test_madame_hydra_shields_only_herself() -> None:
    """With Legions of Hydra in play Madame Hydra takes no damage; Rhino, attacked
    beside her, takes his."""
    s = build_position(
        Position(
            players=[Side(form="hero", minions=[MADAME_HYDRA])],
            side_schemes=[InPlay(LEGIONS, threat=3)],
        )
    )
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Rhino")
    assert s.units[s.villain].damage == 2  # Spider-Man's ATK


def test_legions_of_hydra_finds_no_madame_hydra_and_goes_on() -> None:
    """Madame Hydra in neither the encounter deck nor its discard pile: the search says
    so, Legions of Hydra comes into play with threat for the Hydra enemies only."""
    s = start(form="hero")
    set_encounter(s, [ADVANCE])
    scheme = reveal(s, LEGIONS)
    assert "Madame Hydra is not in the encounter deck or discard pile." in s.log
    assert s.units[scheme].in_play and not any(s.name(u) == "Madame Hydra" for u in s.play)


def test_legions_of_hydra_shuffles_the_encounter_deck_after_its_search() -> None:
    codes = [ADVANCE, SHOCKER, GANG_UP, CROWD_CONTROL, CAUGHT_OFF_GUARD, MASTERPLAN]
    s = start(form="hero")
    deck = set_encounter(s, codes, discard=[MADAME_HYDRA])
    before = list(s.enc_deck)
    assert sorted(before) == sorted(deck)
    reveal(s, LEGIONS)
    assert sorted(s.enc_deck) == sorted(before) and s.enc_deck != before


# --- Under Attack ---------------------------------------------------------------------------


def test_under_attack_asks_each_player_once() -> None:
    """Two heroes: each chooses once, in player order, and the card is done."""
    s = build_position(
        Position(players=[Side("spider-man", form="hero"), Side("captain-marvel", form="hero")])
    )
    scheme = start_reveal(s, UNDER_ATTACK)
    start_threat = s.units[scheme].threat
    assert s.decision().seat == 0
    act(s, "under-attack", "deal 3 damage")
    assert s.decision().seat == 1
    act(s, "under-attack", "put 2 threat")
    assert kind(s) == "turn"
    assert hp(s, 0) == 10 - 3 and hp(s, 1) == 12 and s.units[scheme].threat == start_threat + 2


# --- Masters of Evil ------------------------------------------------------------------------


def test_tiger_shark_as_a_boost_toughens_the_villain() -> None:
    s = build_position(Position(players=[Side(form="hero")]))
    stack_encounter(s, TIGER_SHARK)  # Rhino's boost card
    start_activation(s)
    no_defender(s)
    assert s.units[s.villain].tough == 1


def test_melter_as_a_boost_exhausts_the_attacked_players_allies() -> None:
    s = build_position(Position(players=[Side(form="hero", play=[JESSICA])]))
    jessica = next(u for u in s.play if s.name(u) == "Jessica Jones")
    stack_encounter(s, MELTER)  # Rhino's boost card
    start_activation(s)
    no_defender(s)
    assert s.units[jessica].exhausted


def test_masters_of_mayhem_brings_no_minion_when_one_attacked() -> None:
    """Tiger Shark attacks his hero, so no Masters of Evil minion comes from the discard
    pile (Melter stays there)."""
    s = build_position(
        Position(players=[Side(form="hero", minions=[TIGER_SHARK])], encounter_discard=[MELTER])
    )
    stack_encounter(s, ADVANCE)
    start_reveal(s, MASTERS_OF_MAYHEM)
    no_defender(s)
    assert hp(s) == 10 - 3 and not any(s.name(u) == "Melter" for u in s.play)


# --- Titania --------------------------------------------------------------------------------


def she_hulk(**side: Any) -> McState:
    return build_position(Position(players=[Side("she-hulk", form="hero", **side)]))


def test_titania_sets_only_her_own_attack() -> None:
    """Titania's ATK is her remaining hit points; no other character's ATK changes."""
    plain = she_hulk(minions=[SHOCKER])
    s = she_hulk(minions=[SHOCKER, TITANIA])
    for before, after in ((plain.villain, s.villain), (identity(plain), identity(s))):
        assert stat(s, after, "attack") == stat(plain, before, "attack")
    shocker = next(u for u in s.play if s.name(u) == "Shocker")
    assert stat(s, shocker, "attack") == plain.card(shocker).stats["attack"]


def test_genetically_enhanced_adds_hit_points_only_to_its_minion() -> None:
    s = she_hulk(minions=[HYDRA_MERCENARY, SANDMAN])
    start_reveal(s, ENHANCED)
    mercenary = next(u for u in s.play if s.name(u) == "Hydra Mercenary")
    assert max_hp(s, mercenary) == 3 and max_hp(s, identity(s)) == 15


def test_genetically_enhanced_surges_only_with_no_minion_in_play() -> None:
    s = she_hulk()
    (top,) = stack_encounter(s, ADVANCE)
    start_reveal(s, ENHANCED)
    assert top not in s.enc_deck  # surge
    s = she_hulk(minions=[SANDMAN])
    (top,) = stack_encounter(s, ADVANCE)
    start_reveal(s, ENHANCED)
    assert s.enc_deck[-1] == top


def test_titanias_fury_with_titania_stunned_heals_her_and_surges() -> None:
    """Her attack is replaced by losing the stun, so she did not attack: she heals all
    her damage and the card surges."""
    s = she_hulk(minions=[InPlay(TITANIA, damage=2, stunned=True)])
    (top,) = stack_encounter(s, BREAKIN)
    start_reveal(s, FURY)
    titania = next(u for u in s.play if s.name(u) == "Titania")
    assert s.units[titania].damage == 0 and not s.units[titania].stunned
    assert s.units[top].in_play and hp(s) == 15


def test_titanias_fury_as_a_boost_deals_the_attacker_one_more_boost_card() -> None:
    """Rhino's boost card is Titania's Fury: he is dealt the next card too, and its boost
    icon counts (Klaw's Vengeance, 1 icon, against Advance, none)."""
    damage = []
    for extra in (ADVANCE, VENGEANCE):
        s = she_hulk()
        stack_encounter(s, FURY, extra)
        start_activation(s)
        no_defender(s)
        damage.append(15 - hp(s))
    assert damage[1] == damage[0] + 1


# --- Whiplash -------------------------------------------------------------------------------


def test_electric_whip_attack_discards_the_upgrade_the_player_chooses() -> None:
    """Two upgrades: the player chooses to discard one instead of taking 2 damage, then
    which one; the other stays and the hero takes no damage."""
    s = build_position(
        Position(players=[Side("iron-man", form="hero", play=[ARC_REACTOR, GAUNTLETS])])
    )
    start_reveal(s, WHIP_ATTACK)
    act(s, "electric-whip", "discard an upgrade")
    assert kind(s) == "discard-card" and s.decision().seat == 0
    assert sorted(labels(s)) == ["Arc Reactor", "Powered Gauntlets"]
    act(s, "discard-card", "Powered Gauntlets")
    names = [c["name"] for c in s.view(0)["players"][0]["in_play"]]
    assert names == ["Arc Reactor"] and kind(s) == "turn" and hp(s) == 9


def test_electric_whip_boost_discards_nothing_when_the_hero_defends() -> None:
    """The boost discards an upgrade only if the attack is undefended; the first
    player's hero defending counts as a defense."""
    s = build_position(Position(players=[Side("iron-man", form="hero", play=[GAUNTLETS])]))
    stack_encounter(s, WHIP_ATTACK)  # Rhino's boost card
    start_activation(s)
    act(s, "defend", "defend with your hero")
    pass_windows(s)
    names = [c["name"] for c in s.view(0)["players"][0]["in_play"]]
    assert names == ["Powered Gauntlets"]


def test_titanias_fury_without_titania_heals_no_other_card() -> None:
    """With no Titania in play the card only gains surge: a damaged ally, the card
    created last in this game, keeps its damage."""
    from rulebound.games.marvel_champions.encounter import reveal_top

    s = she_hulk()
    _, top = stack_encounter(s, FURY, BREAKIN)  # the surge reveals the card under it
    jessica = put(s, JESSICA)
    mark(s, jessica, damage=1)
    assert jessica == len(s.units) - 1
    run(s, lambda: reveal_top(s, 0))
    assert s.units[jessica].damage == 1
    assert s.units[top].in_play  # the surge
