"""The Marvel Champions heuristic bot (``--bots greedy``): legal, view-only and
deterministic; and its rules of thumb in set positions (each expected choice is
written from the rule of thumb, before running the bot)."""

from __future__ import annotations

import json

import pytest
from mc_helpers import (
    BLACK_CAT,
    ENERGY,
    GENIUS,
    HAYMAKER,
    JESSICA,
    MARIA_HILL,
    SPIDER_SENSE,
    STRENGTH,
    WEB_KICK,
    WEB_SHOOTER,
    act,
    engage,
    game,
    hand,
    identity,
    kind,
    mark,
    pass_windows,
    put,
    rules,
    side_scheme,
    start,
    threat,
    to_villain_phase,
)

from rulebound.bots import make_bot
from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.heuristic import greedy_policy
from rulebound.games.marvel_champions.position import Position, Side, build_position, start_reveal
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.rng import Rng

MARK_V_HELMET, POWERED_GAUNTLETS, ROCKET_BOOTS = "01037", "01038", "01039"  # Tech upgrades
REPULSOR_BLAST, SUPERSONIC_PUNCH, ARC_REACTOR = "01031", "01032", "01035"
BREAKIN_TAKIN = "01107"  # Rhino's side scheme with a hazard icon
PERSONAL_CHALLENGE = "01161"  # She-Hulk's nemesis side scheme, a crisis icon
LEGAL_PRACTICE, ONE_TWO_PUNCH, SPLIT_PERSONALITY = "01023", "01024", "01025"
GAMMA_SLAM = "01021"
SUPERHUMAN_STRENGTH, RELENTLESS_ASSAULT = "01028", "01053"


def choice(s: McState) -> int:
    """What the bot answers to the pending decision, from the seat's view only."""
    d = s.decision()
    return greedy_policy(s.view(d.seat), list(d.options))


def test_greedy_bot_is_the_games_heuristic() -> None:
    g = game()
    assert g.greedy_policy() is greedy_policy
    assert make_bot("greedy", g).name == "greedy"


@pytest.mark.parametrize(
    "params",
    [
        {"heroes": "spider-man"},
        {"heroes": "captain-marvel", "expert": True},
        {"heroes": "spider-man,captain-marvel", "heroic": 1},
    ],
)
def test_legal_view_only_and_deterministic_to_the_end(params: dict[str, object]) -> None:
    """Every answer is legal; the bot gives the same answer to the view as JSON and to
    the view of the position with everything hidden from its seat redrawn."""
    s = game(**params).new_initial_state(4)
    rng = Rng(4)
    while not s.is_terminal():
        d = s.decision()
        view = s.view(d.seat)
        action = greedy_policy(view, list(d.options))
        assert action in d.options
        if len(s.history) % 7 == 0:
            redrawn = s.resample_hidden(d.seat, rng).view(d.seat)
            assert greedy_policy(json.loads(json.dumps(view)), list(d.options)) == action
            assert greedy_policy(redrawn, list(d.options)) == action
        s.apply_action(action)
    assert s.result in (1, -1)


@rules("MC-BASIC-01")
def test_attacks_the_villain_when_the_scheme_is_calm() -> None:
    s = start(form="hero")
    assert choice(s) == enc.ATTACK


@rules("MC-BASIC-01")
def test_thwarts_when_the_main_scheme_nears_its_threshold() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=5)  # 7 to complete; 1 more comes each round at least
    assert choice(s) == enc.THWART


def test_finishes_the_villain_stage_even_under_threat() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=5)
    mark(s, s.villain, damage=13)  # Rhino I: 14 hit points, 1 left
    assert choice(s) == enc.ATTACK


@rules("MC-FORM-01")
def test_unhurt_alter_ego_changes_to_hero_form_first() -> None:
    s = start(form="alter-ego")
    assert choice(s) == enc.FORM


@rules("MC-BASIC-02")
def test_hurt_alter_ego_recovers() -> None:
    s = start(form="alter-ego")
    mark(s, identity(s), damage=6)
    assert choice(s) == enc.RECOVER


@rules("MC-FORM-01")
def test_hurt_hero_flips_to_alter_ego_before_ending_the_turn() -> None:
    s = start(form="hero")
    mark(s, identity(s), damage=7)  # 3 hit points left; Rhino attacks for 2 + boost
    mark(s, identity(s), exhausted=True)  # its basic power is spent
    assert choice(s) == enc.FORM


@rules("MC-ALLY-01")
def test_plays_an_ally_paid_with_resource_cards() -> None:
    s = start(form="hero")
    hand(s, JESSICA, ENERGY, GENIUS)  # Jessica Jones costs 3: Energy and Genius give 4
    assert s.labels()[choice(s)] == "play Jessica Jones"


@rules("MC-COST-01")
def test_pays_with_web_shooter_before_discarding() -> None:
    s = start(form="hero")
    put(s, WEB_SHOOTER)
    hand(s, HAYMAKER, WEB_KICK)
    act(s, "turn", "play Haymaker")
    assert kind(s) == "pay"
    assert "Web-Shooter" in s.labels()[choice(s)]


@rules("MC-COST-01")
def test_pays_with_a_resource_card_rather_than_a_strong_event() -> None:
    s = start(form="hero")
    hand(s, HAYMAKER, WEB_KICK, ENERGY)
    act(s, "turn", "play Haymaker")
    assert kind(s) == "pay"
    assert s.labels()[choice(s)] == "discard for resources: Energy"


@rules("MC-DEFEND-01")
def test_a_hurt_hero_lets_an_ally_take_the_attack() -> None:
    s = start(heroes="captain-marvel", form="hero")
    ally = put(s, MARIA_HILL)
    mark(s, identity(s), damage=9)  # 3 hit points left
    to_villain_phase(s)
    pass_windows(s)
    assert kind(s) == "defend"
    assert choice(s) == enc.uid(ally)


def test_charges_energy_channel_with_a_card_left_in_hand() -> None:
    """A card worth keeping no more than ``SPARE_KEEP`` (Crisis Interdiction, with no
    threat to remove) is spent on Energy Channel rather than held through the round."""
    s = start(heroes="captain-marvel", form="hero")
    put(s, "01018")  # Energy Channel
    hand(s, "01012")  # Crisis Interdiction: 1 energy
    mark(s, identity(s), exhausted=True)  # its basic power is spent
    assert "put X energy counters" in s.labels()[choice(s)]
    act(s, "turn", "put X energy counters")
    assert kind(s) == "choose-x"
    assert s.labels()[choice(s)].endswith("1")


def test_peter_parker_counts_his_resource_ability_toward_a_cost() -> None:
    """Peter Parker (alter ego) produces a mental resource each round: with it and
    Enhanced Spider-Sense (1 mental), Black Cat (cost 2) is affordable."""
    s = start(form="alter-ego")
    hand(s, BLACK_CAT, SPIDER_SENSE)
    assert s.labels()[choice(s)] == "play Black Cat"


def test_iron_man_ends_his_turn_as_tony_stark_for_the_bigger_hand() -> None:
    """Iron Man draws up to 1 card, Tony Stark up to 6: with his basic power spent and
    the scheme far from its threshold, he flips; with three Tech upgrades (hand size 4)
    the two cards more are not worth the villain's scheme."""
    s = start(heroes="iron-man", form="hero")
    mark(s, identity(s), exhausted=True)
    assert choice(s) == enc.FORM
    for code in (MARK_V_HELMET, POWERED_GAUNTLETS, ROCKET_BOOTS):
        mark(s, put(s, code), exhausted=True)  # used this turn
    assert choice(s) == enc.PASS


def test_iron_man_flies_before_his_supersonic_punch() -> None:
    """Supersonic Punch deals 8 damage rather than 4 to an Aerial hero: with Rocket
    Boots ready and the resources for both (a mental one for the boots), Iron Man uses
    the boots first, then plays the Punch before the upgrade in his hand (which would
    spend the resources it needs). Without a mental resource the boots stay ready."""
    s = start(heroes="iron-man", form="hero")
    put(s, ROCKET_BOOTS)
    hand(s, SUPERSONIC_PUNCH, MARK_V_HELMET, GENIUS, ENERGY)
    assert "Rocket Boots" in s.labels()[choice(s)]
    s.apply_action(choice(s))
    while kind(s) == "pay":
        s.apply_action(choice(s))
    assert s.view(0)["players"][0]["aerial"] is True
    assert s.labels()[choice(s)] == "play Supersonic Punch"
    s = start(heroes="iron-man", form="hero")
    put(s, ROCKET_BOOTS)
    hand(s, SUPERSONIC_PUNCH, ENERGY)
    assert "aerial" not in s.view(0)["players"][0]
    assert "Rocket Boots" not in s.labels()[choice(s)]
    s = start(heroes="iron-man", form="hero")  # resources, but none mental
    put(s, ROCKET_BOOTS)
    hand(s, SUPERSONIC_PUNCH, ENERGY, STRENGTH)
    assert "Rocket Boots" not in s.labels()[choice(s)]
    s = start(heroes="iron-man", form="hero")  # the mental resource is all he has
    put(s, ROCKET_BOOTS)
    hand(s, SUPERSONIC_PUNCH, GENIUS)
    assert "Rocket Boots" not in s.labels()[choice(s)]


def test_iron_man_flies_for_two_ready_powered_gauntlets() -> None:
    """Aerial, each Powered Gauntlets deals 2 damage rather than 1: with two of them
    ready Rocket Boots are worth a mental resource; with both exhausted they are not."""
    s = start(heroes="iron-man", form="hero")
    put(s, ROCKET_BOOTS)
    gauntlets = [put(s, POWERED_GAUNTLETS), put(s, POWERED_GAUNTLETS)]
    hand(s, GENIUS)
    assert "Rocket Boots" in s.labels()[choice(s)]
    for uid in gauntlets:
        mark(s, uid, exhausted=True)
    assert "Rocket Boots" not in s.labels()[choice(s)]


def test_futurist_keeps_a_tech_upgrade() -> None:
    """Tony Stark's Futurist keeps the card worth most, a Tech upgrade first (it adds a
    card to Iron Man's hand size), not the top card: of Energy, Repulsor Blast and
    Powered Gauntlets (top first) he keeps the Gauntlets."""
    s = start(heroes="iron-man", form="alter-ego")
    position.to_deck_top(s, 0, ENERGY, REPULSOR_BLAST, POWERED_GAUNTLETS)
    act(s, "turn", "Futurist")
    assert kind(s) == "futurist"
    assert s.labels()[choice(s)] == "keep Powered Gauntlets"
    s = start(heroes="iron-man", form="alter-ego")  # a second unique Arc Reactor is dead
    put(s, ARC_REACTOR)
    position.to_deck_top(s, 0, ARC_REACTOR, REPULSOR_BLAST, ENERGY)
    act(s, "turn", "Futurist")
    assert s.labels()[choice(s)] == "keep Repulsor Blast"


def test_a_hazard_scheme_keeps_a_hurt_hero_in_hero_form() -> None:
    """Hurt (4 damage), Spider-Man flips to alter ego to recover when the villain's
    scheme leaves room (2 threat of 7); a hazard side scheme deals another encounter
    card (an Advance, a surge), so with Breakin' & Takin' out he stays a hero."""
    s = start(form="hero")
    mark(s, identity(s), damage=4, exhausted=True)
    mark(s, s.main, threat=2)
    assert choice(s) == enc.FORM
    side_scheme(s, BREAKIN_TAKIN)
    assert choice(s) == enc.PASS


def test_jennifer_walters_thwarts_with_legal_practice() -> None:
    """Legal Practice takes a threat off per card discarded: with 4 threat on the main
    scheme, Jennifer Walters plays it and discards her three resource cards."""
    s = start(heroes="she-hulk", form="alter-ego")
    hand(s, LEGAL_PRACTICE, ENERGY, GENIUS, ENERGY)
    mark(s, s.main, threat=4)
    assert s.labels()[choice(s)] == "play Legal Practice"
    s.apply_action(choice(s))
    while kind(s) != "turn":
        s.apply_action(choice(s))
    assert threat(s) == 1


def test_legal_practice_spends_the_good_cards_too_when_the_scheme_is_in_danger() -> None:
    """Calm (3 threat of 7), Legal Practice discards only the weak cards (two Energy)
    and keeps the One-Two Punches; urgent (6 of 7: Rhino's scheme, boosted, and the
    round's threat complete the scheme), it discards them too: a threat each is worth
    more than they are then."""

    def threat_after(start_threat: int) -> int:
        s = start(heroes="she-hulk", form="alter-ego")
        hand(s, LEGAL_PRACTICE, ONE_TWO_PUNCH, ONE_TWO_PUNCH, ENERGY, ENERGY)
        mark(s, s.main, threat=start_threat)
        assert s.labels()[choice(s)] == "play Legal Practice"
        s.apply_action(choice(s))
        while kind(s) != "turn":
            s.apply_action(choice(s))
        return threat(s)

    assert threat_after(3) == 1
    assert threat_after(6) == 2


def test_legal_practice_discards_only_what_the_crisis_scheme_can_lose() -> None:
    """MC-CRISIS-01: with Personal Challenge (a crisis icon) out, no threat comes off
    the main scheme, so Legal Practice goes to Personal Challenge: with 1 threat on it
    a second card discarded removes nothing, whatever the main scheme holds."""
    s = start(heroes="she-hulk", form="alter-ego")
    hand(s, LEGAL_PRACTICE, ENERGY, ENERGY, ENERGY, ENERGY)
    mark(s, s.main, threat=5)
    side_scheme(s, PERSONAL_CHALLENGE, threat=1)
    assert s.labels()[choice(s)] == "play Legal Practice"  # 1 threat is worth a card
    s.apply_action(choice(s))
    while kind(s) != "turn":
        s.apply_action(choice(s))
    assert threat(s) == 5
    assert len(s.players[0].hand) == 3


def test_one_two_punch_only_readies_an_exhausted_she_hulk() -> None:
    """After her basic attack She-Hulk plays One-Two Punch to ready; a second copy, with
    her ready again, would do nothing for its cost, so it stays in hand."""
    s = start(heroes="she-hulk", form="hero")
    hand(s, ONE_TWO_PUNCH, ONE_TWO_PUNCH, ENERGY, ENERGY)
    act(s, "turn", "basic attack")
    assert kind(s) == "response"
    assert "One-Two Punch" in s.labels()[choice(s)]
    s.apply_action(choice(s))
    while kind(s) == "pay":
        s.apply_action(choice(s))
    assert not s.units[identity(s)].exhausted
    assert kind(s) == "response"  # the same window offers the second copy
    assert choice(s) == enc.PASS


def test_wakanda_forever_with_panther_claws_alone() -> None:
    """Wakanda Forever! waits for two Black Panther upgrades, unless the one out is
    Panther Claws: its last step deals 4 damage for one resource."""
    s = start(heroes="black-panther", form="hero")
    hand(s, "01043a", ENERGY)
    assert not s.labels()[choice(s)].startswith("play Wakanda Forever!")
    put(s, "01047")  # Panther Claws
    assert s.labels()[choice(s)].startswith("play Wakanda Forever!")


def test_she_hulk_ends_her_turn_as_jennifer_walters() -> None:
    """Her basic power spent and the scheme calm, She-Hulk changes to Jennifer Walters:
    2 cards more drawn, and changing back next turn deals 2 damage."""
    s = start(heroes="she-hulk", form="hero")
    mark(s, identity(s), exhausted=True)
    assert choice(s) == enc.FORM


def _form(s: McState) -> str:
    return str(s.view(0)["players"][0]["form"])


def test_she_hulk_plays_split_personality_for_a_fresh_hand() -> None:
    """Her attack made, She-Hulk with Split Personality and three cards to pay for it
    plays it: Jennifer Walters draws up to 6, and the turn's own change of form (still
    open: a card's change does not use it) takes her back to She-Hulk. With her change
    of form spent she would stay Jennifer Walters, so she keeps the card."""
    s = start(heroes="she-hulk", form="hero")
    hand(s, SPLIT_PERSONALITY, ENERGY, ENERGY, GENIUS)
    mark(s, identity(s), exhausted=True)
    assert s.labels()[choice(s)] == "play Split Personality"
    s.apply_action(choice(s))
    while kind(s) != "turn":
        s.apply_action(choice(s))
    assert _form(s) == "alter-ego" and len(s.players[0].hand) == 6
    assert enc.FORM in s.legal_actions()
    while _form(s) != "hero":  # she plays from the new hand, then changes back
        assert choice(s) != enc.PASS
        s.apply_action(choice(s))
    hand(s, SPLIT_PERSONALITY)
    assert enc.FORM not in s.legal_actions()
    assert not s.labels()[choice(s)].startswith("play Split Personality")


def test_she_hulk_changes_to_jennifer_walters_to_legal_practice_an_urgent_scheme() -> None:
    """Her attack made, with 5 threat of 7 (the round's threat and Jennifer Walters'
    scheming villain would bring it to 7), She-Hulk stays a hero, unless Legal Practice
    and three cards to discard for it are in her hand: then she changes to Jennifer
    Walters, who takes 3 threat off the scheme on the same turn."""
    s = start(heroes="she-hulk", form="hero")
    mark(s, identity(s), exhausted=True)
    mark(s, s.main, threat=5)
    hand(s, ENERGY, ENERGY, GENIUS)
    assert choice(s) == enc.PASS
    hand(s, LEGAL_PRACTICE)
    assert choice(s) == enc.FORM
    while _form(s) != "alter-ego" or kind(s) != "turn":
        s.apply_action(choice(s))
    assert s.labels()[choice(s)] == "play Legal Practice"
    s.apply_action(choice(s))
    while kind(s) != "turn":
        s.apply_action(choice(s))
    assert threat(s) == 2


def test_jennifer_walters_changes_to_she_hulk_for_gamma_slam_before_recovering() -> None:
    """With 6 damage and Gamma Slam and four cards to pay for it, Jennifer Walters
    changes to She-Hulk rather than recover (5 hit points): Gamma Slam, hero-only,
    deals her 6 damage to Rhino. With 4 damage, or without the card, she recovers."""
    s = start(heroes="she-hulk", form="alter-ego")
    hand(s, ENERGY, ENERGY, GENIUS, ONE_TWO_PUNCH)
    mark(s, identity(s), damage=6)
    assert choice(s) == enc.RECOVER
    hand(s, GAMMA_SLAM)
    assert choice(s) == enc.FORM
    mark(s, identity(s), damage=4)
    assert choice(s) == enc.RECOVER
    mark(s, identity(s), damage=6)
    s.apply_action(enc.FORM)
    while kind(s) != "turn":
        s.apply_action(choice(s))
    assert s.labels()[choice(s)] == "play Gamma Slam"
    villain = s.villain
    before = s.units[villain].damage
    s.apply_action(choice(s))
    while kind(s) != "turn":
        s.apply_action(choice(s))
    assert s.units[villain].damage == before + 6


def test_relentless_assault_pays_first_while_no_minion_is_out() -> None:
    """Relentless Assault deals its damage to a minion only: with none out it is a
    resource, spent before One-Two Punch (worth a second basic attack) to pay for
    Superhuman Strength; with a minion engaged it is an attack and One-Two Punch pays."""

    def paid_with(minion: bool) -> str:
        s = start(heroes="she-hulk", form="hero")
        hand(s, SUPERHUMAN_STRENGTH, RELENTLESS_ASSAULT, ONE_TWO_PUNCH)
        if minion:
            engage(s, "01101")  # Hydra Mercenary
        act(s, "turn", "play Superhuman Strength")
        assert kind(s) == "pay"
        return s.labels()[choice(s)]

    assert paid_with(minion=False) == "discard for resources: Relentless Assault"
    assert paid_with(minion=True) == "discard for resources: One-Two Punch"


def test_jennifer_walters_objection_makes_room_to_recover() -> None:
    """Hurt (9 damage), with Breakin' & Takin' out and 2 threat of 7, Spider-Man stays a
    hero (see above); She-Hulk changes to Jennifer Walters to recover, since I Object!
    keeps 1 of the scheming villain's threat off the scheme."""
    s = start(heroes="she-hulk", form="hero")
    mark(s, identity(s), damage=9, exhausted=True)
    mark(s, s.main, threat=2)
    side_scheme(s, BREAKIN_TAKIN)
    assert choice(s) == enc.FORM


def test_a_basic_attack_strips_a_guards_tough_card_before_an_attack_event() -> None:
    """Armored Guard (Guard, Toughness) engaged: Swinging Web Kick into its tough status
    card would be lost, so the basic attack goes first."""
    side = Side(form="hero", hand=[WEB_KICK, ENERGY, ENERGY, GENIUS], minions=["01120"])
    s = build_position(Position([side], villain="klaw"))
    assert choice(s) == enc.ATTACK
    for guard in [u for u in s.play if s.name(u) == "Armored Guard"]:  # the set-up's too
        mark(s, guard, tough=0)
    assert choice(s) != enc.ATTACK  # no tough card: the event first


def test_masters_of_mayhem_brings_out_the_weakest_minion() -> None:
    """A search for a Masters of Evil minion brings out the one with the least printed
    attack, scheme and hit points: Melter (3, 1, 5) rather than Tiger Shark (3, 1, 6)."""
    s = build_position(Position(encounter_top=["01186", "01131"], encounter_discard=["01132"]))
    start_reveal(s, "01133")
    assert kind(s) == "search-encounter"
    picked = choice(s)
    assert s.labels()[picked] == "Melter"


def test_black_panther_keeps_his_upgrades_for_wakanda_forever() -> None:
    """A Black Panther upgrade in his hand is a step of every Wakanda Forever! once out:
    it does not pay for one (Panther Claws went for a Wakanda Forever! that then lacked
    its last step), and it is played before the event."""
    s = start(heroes="black-panther", form="hero")
    put(s, "01046")  # Energy Daggers
    put(s, "01049")  # Vibranium Suit
    hand(s, "01043a", "01047")  # Wakanda Forever!, Panther Claws
    assert not s.labels()[choice(s)].startswith("play Wakanda Forever!")
    hand(s, ENERGY)  # 2 energy: Panther Claws goes out first, a step more for the event
    assert s.labels()[choice(s)] == "play Panther Claws"


def test_black_panther_thwarts_while_the_scheme_holds_threat() -> None:
    """Black Panther thwarts the main scheme from its first point of threat, far from
    urgent (2 of 7, a point a round to come), where another hero attacks: his fitted
    table weighs a point of threat like 3.7 of Rhino's hit points (session 41)."""
    for hero, picked in (("black-panther", enc.THWART), ("spider-man", enc.ATTACK)):
        s = start(heroes=hero, form="hero")
        mark(s, s.main, threat=2)
        assert choice(s) == picked, hero
    s = start(heroes="black-panther", form="hero")
    assert choice(s) == enc.ATTACK  # no threat: he attacks


def test_affairs_of_state_discards_the_upgrade_worth_least() -> None:
    """Affairs of State discards one of Black Panther's upgrades: Vibranium Suit before
    Panther Claws and Energy Daggers (it took the lowest uid, Energy Daggers)."""
    s = start(heroes="black-panther", form="hero")
    for code in ("01046", "01047", "01049"):  # Energy Daggers, Panther Claws, Vibranium Suit
        put(s, code)
    start_reveal(s, "01155")
    while kind(s) != "discard-card":
        s.apply_action(choice(s))
    assert s.labels()[choice(s)] == "Vibranium Suit"


def test_wakanda_forever_ends_on_tactical_genius_when_the_scheme_presses() -> None:
    """Wakanda Forever!'s last step resolves doubled: Panther Claws (4 damage) when the
    scheme is calm, Tactical Genius (2 threat) when it holds 2 threat or more."""
    for on_scheme, last in ((0, "Panther Claws"), (5, "Tactical Genius")):
        s = start(heroes="black-panther", form="hero")
        put(s, "01047")  # Panther Claws
        put(s, "01048")  # Tactical Genius
        mark(s, s.main, threat=on_scheme)
        hand(s, "01043a", ENERGY)
        act(s, "turn", "play Wakanda Forever!")
        while kind(s) == "pay":
            s.apply_action(choice(s))
        assert kind(s) == "wakanda-forever"
        assert last not in s.labels()[choice(s)]


def _last_wakanda_step(on_scheme: int, damage: int) -> str:
    """The upgrade the heuristic leaves for Wakanda Forever!'s last (doubled) step, with
    Panther Claws, Tactical Genius and Vibranium Suit out."""
    s = start(heroes="black-panther", form="hero")
    for code in ("01047", "01048", "01049"):  # Panther Claws, Tactical Genius, Vibranium Suit
        put(s, code)
    mark(s, s.main, threat=on_scheme)
    mark(s, identity(s), damage=damage)
    hand(s, "01043a", ENERGY)
    act(s, "turn", "play Wakanda Forever!")
    while kind(s) == "pay":
        s.apply_action(choice(s))
    left = {"Panther Claws", "Tactical Genius", "Vibranium Suit"}
    while kind(s) == "wakanda-forever":
        label = s.labels()[choice(s)]
        left -= {n for n in left if n in label}
        s.apply_action(choice(s))
    (last,) = left
    return last


def test_wakanda_forever_last_step_by_his_table() -> None:
    """The last step goes where his fitted table prices the doubling highest: not to
    Tactical Genius on a scheme holding 1 threat (its second point has nothing to
    remove), and to Vibranium Suit when he is hurt (2 hit points back rather than 1,
    out of the villain's reach, against Panther Claws' 2 damage more)."""
    assert _last_wakanda_step(on_scheme=1, damage=0) == "Panther Claws"
    assert _last_wakanda_step(on_scheme=0, damage=8) == "Vibranium Suit"  # 3 hit points left
    assert _last_wakanda_step(on_scheme=3, damage=0) == "Tactical Genius"
    assert _last_wakanda_step(on_scheme=0, damage=0) == "Panther Claws"


def test_wakanda_forever_ends_on_vibranium_suit_with_damage_to_move() -> None:
    """With 2 damage on him, not hurt, the doubled step goes to Vibranium Suit: his
    refitted tables (sessions 42 and 43) price its second point (a hit point back, 1.558
    then 2.679, and a damage dealt, 1.407) above Panther Claws' 2 more damage (2 x
    1.407); session 40's table priced the hit point at 1.275 and left it to Panther
    Claws."""
    assert _last_wakanda_step(on_scheme=0, damage=2) == "Vibranium Suit"
    assert _last_wakanda_step(on_scheme=0, damage=1) == "Panther Claws"  # nothing to move


GET_BEHIND_ME = "01078"  # Protection
STAMPEDE, ASSAULT = "01106", "01187"  # Rhino's and the standard set's treacheries


@rules("MC-INTERRUPT-01", "MC-REVEAL-02")
def test_get_behind_me_is_not_spent_on_a_treachery_that_is_the_attack() -> None:
    """Get Behind Me! cancels a treachery's When Revealed effects and the villain
    attacks instead: worth a card against Stampede (an attack that stuns), not
    against Assault (the attack itself)."""
    for code, played in ((STAMPEDE, True), (ASSAULT, False)):
        s = start(heroes="black-panther", form="hero")
        hand(s, GET_BEHIND_ME, ENERGY)
        start_reveal(s, code)
        assert kind(s) == "interrupt"
        assert (choice(s) != enc.PASS) is played
