"""Abilities and timing in more detail: initiating, costs, targets, forced before
optional, several instances, elimination mid-ability, defending for another player."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    CHARGE,
    GENIUS,
    GET_READY,
    JESSICA,
    LEAD,
    MARIA_HILL,
    SHOCKER,
    SURVEILLANCE,
    SWEEPING_SWOOP,
    TRACER,
    VULTURE,
    act,
    attach,
    engage,
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
    stack_encounter,
    start,
    threat,
    with_keywords,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_damage
from rulebound.games.marvel_champions.rules import leave_play, stat


@rules("MC-TURN-03", "MC-INITIATE-01", "MC-INITIATE-03", "MC-INITIATE-04", "MC-COST-01")
def test_playing_an_ally_pays_then_enters() -> None:
    s = start()
    hand(s, MARIA_HILL, GENIUS)
    act(s, "turn", "play Maria Hill")
    assert kind(s) == "pay" and not any(s.name(u) == "Maria Hill" for u in s.play)
    act(s, "pay", "Genius")
    assert any(s.name(u) == "Maria Hill" for u in s.play)


@rules("MC-COST-07", "MC-TARGET-05")
def test_no_target_no_cost_paid() -> None:
    s = start()
    mark(s, s.main, threat=0)
    st = put(s, SURVEILLANCE)
    assert not any("Surveillance Team" in x for x in labels(s))
    assert s.units[st].counters == 3 and not s.units[st].exhausted


@rules("MC-TARGET-09", "MC-TARGET-07")
def test_ready_needs_an_exhausted_ally() -> None:
    s = start()
    put(s, JESSICA)
    hand(s, GET_READY)
    assert "play Get Ready" not in labels(s)


@rules("MC-TARGET-04")
def test_draw_options_need_a_card_in_the_deck() -> None:
    from mc_helpers import NICK_FURY

    s = start()
    mark(s, s.main, threat=3)
    position.remove_deck(s, 0)
    put(s, NICK_FURY)  # its forced response resolves as it enters
    s.refresh()
    from rulebound.games.marvel_champions.turn import put_into_play

    nf = make(s, NICK_FURY)
    run(s, lambda: put_into_play(s, 0, nf))
    assert "draw 3 cards" not in labels(s)


@rules("MC-FORCED-04", "MC-EATTACK-04", "MC-TRIGCOND-01")
def test_forced_interrupts_before_optional_ones() -> None:
    s = start(form="hero")
    attach(s, CHARGE, s.villain)
    stack_encounter(s, ADVANCE)
    fid = []
    run(s, lambda: fid.append(push_activation(s, s.villain, 0, "attack")))
    assert kind(s) == "interrupt"  # Spider-Sense is offered after Charge resolved
    assert s.frames[fid[0]]["overkill"]


@rules("MC-FORCED-03")
def test_forced_ability_without_a_target_does_nothing() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=0)
    m = engage(s, SHOCKER)
    put(s, TRACER, host=m)
    run(s, lambda: push_damage(s, m, 5, 0))
    assert not s.units[m].in_play and kind(s) == "turn"


@rules("MC-CONSTANT-03", "MC-LASTING-01")
def test_two_instances_add_up() -> None:
    s = start(form="hero")
    hand(s, LEAD, LEAD, GENIUS, GENIUS)
    act(s, "turn", "play Lead from the Front")
    act(s, "pay", "Genius")
    act(s, "turn", "play Lead from the Front")
    act(s, "pay", "Genius")
    assert stat(s, identity(s), "attack") == 4


@rules("MC-INITIATE-07", "MC-COSTARROW-01", "MC-COST-02")
def test_ability_resolves_after_its_card_left_play_as_cost() -> None:
    from mc_helpers import STRENGTH, TENACITY

    s = start(form="hero")
    t = put(s, TENACITY)
    mark(s, identity(s), exhausted=True)
    hand(s, STRENGTH)
    act(s, "turn", "Tenacity")
    act(s, "pay", "Strength")
    assert not s.units[t].in_play and not s.units[identity(s)].exhausted


@rules("MC-ACTIVATION-07")
def test_minion_leaving_mid_activation_ends_it() -> None:
    s = start(form="hero", heroes="captain-marvel")
    m = engage(s, SHOCKER)
    run(s, lambda: push_activation(s, m, 0, "attack"))
    assert kind(s) == "defend"
    leave_play(s, m)
    act(s, "defend", "no defender")
    assert hp(s) == 12


@rules("MC-ATTACK-12", "MC-KEYWORD-RETALIATE-01")
def test_retaliate_before_consequential_damage() -> None:
    s = start()
    with_keywords(s, SHOCKER, "Retaliate 1")
    j = put(s, JESSICA)
    engage(s, SHOCKER)
    act(s, "turn", "Jessica Jones attacks")
    act(s, "choose-enemy-attack", "Shocker")
    log = "\n".join(s.log)
    assert log.index("retaliates") < log.rindex("Jessica Jones takes")
    assert s.units[j].damage == 2


@rules("MC-DEFEND-16", "MC-EX-40", "MC-DEFEND-15")
def test_boost_you_is_the_defending_player() -> None:
    s = start(form="hero", heroes="spider-man,captain-marvel")
    stack_encounter(s, SWEEPING_SWOOP)  # boost: stun the character this activation damages
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")
    act(s, "defend", "no defender")
    act(s, "defend", "defend with your hero")  # Captain Marvel (DEF 1) defends for Spider-Man
    assert hp(s, 1) == 11 and s.units[identity(s, 1)].stunned == 1
    assert s.units[identity(s, 0)].stunned == 0


@rules("MC-UNIQUE-08", "MC-UNIQUE-06")
def test_second_unique_minion_is_discarded_and_replaced() -> None:
    s = start()
    engage(s, VULTURE)
    v2 = reveal(s, VULTURE)
    assert v2 in s.enc_discard and len(s.players[0].dealt) == 1


@rules("MC-ELIM-09", "MC-ELIM-10", "MC-ELIM-05", "MC-ELIM-06")
def test_elimination_mid_ability_and_afterwards() -> None:
    # Captain Marvel's turn (the first player, Spider-Man, has passed his)
    s = start(form="hero", heroes="spider-man,captain-marvel", active=1)
    mark(s, identity(s, 0), damage=9)
    hand(s, MARIA_HILL, GENIUS, seat=1)
    reveal(s, SHOCKER, seat=1)  # 1 damage to each hero: Spider-Man falls, Captain Marvel too
    assert s.players[0].eliminated and hp(s, 1) == 11
    assert not s.players[0].hand and not s.players[0].deck
    act(s, "turn", "play Maria Hill")
    act(s, "pay", "Genius")
    act(s, "response", "Maria Hill")  # each player draws: the eliminated one does not
    assert len(s.players[1].hand) == 1 and not s.players[0].hand


@rules("MC-XVALUE-01", "MC-XVALUE-02")
def test_x_is_chosen_before_paying() -> None:
    from mc_helpers import ABSORPTION, ENERGY_CHANNEL

    s = start(heroes="captain-marvel")
    ec = put(s, ENERGY_CHANNEL)
    hand(s, ABSORPTION)
    act(s, "turn", "spend X energy")
    assert sorted(labels(s)) == ["1", "2", "3"]
    act(s, "choose-x", "2")
    act(s, "pay", "Energy Absorption")  # 3 energy for X = 2: one is lost
    assert s.units[ec].counters == 2


@rules("MC-TRAIT-01", "MC-TRAIT-02")
def test_traits_are_read_by_abilities() -> None:
    from rulebound.games.marvel_champions.rules import has_trait

    s = start(heroes="captain-marvel", form="hero")
    assert has_trait(s, identity(s), "Avenger") and not has_trait(s, identity(s), "Aerial")


@rules("MC-CARDTYPE-02", "MC-CARDTYPE-03")
def test_card_types_and_classifications() -> None:
    """The card pool knows every player and encounter card type. (It names only the
    type lists: the other definitions of card kinds are checked where a rule uses
    them.)"""
    s = start()
    types = {c.type for c in s.game.pool.cards}
    assert {"hero", "alter_ego", "ally", "event", "support", "upgrade", "resource"} <= types
    assert {
        "villain",
        "main_scheme",
        "side_scheme",
        "minion",
        "treachery",
        "attachment",
        "obligation",
    } <= types
    assert (
        s.game.pool.by_code["01088"].aspect == "basic"
        and s.game.pool.by_code["01109"].set == "bomb_scare"
    )
    assert threat(s) == 0
