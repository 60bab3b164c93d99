"""Part 7 of the rules catalog: abilities, triggers, the queue, keywords and effects.

Each test builds a small position with :func:`swd_helpers.position`, plays it through
the engine's own decisions (``act``), and checks the state, the log or the options.
Worked examples of the seed that touch these rules are in ``test_examples.py``.
"""

from __future__ import annotations

import dataclasses

import pytest
from swd_helpers import (
    COMLINK,
    DARING_ESCAPE,
    DODGE,
    EMPERORS_FAVOR,
    F11D,
    FINN,
    HAN,
    INFANTRY_GRENADES,
    JANGO,
    KYLO,
    LIGHTSABER,
    ONE_WITH_THE_FORCE,
    PERSONAL_ESCORT,
    QUI_GON,
    REBEL_WAR_ROOM,
    REY,
    REYS_STAFF,
    SCAVENGE,
    SECOND_CHANCE,
    STORMTROOPER,
    TAKE_COVER,
    TUSKEN,
    UNPREDICTABLE,
    VADER,
    Side,
    act,
    asking,
    has_option,
    labels,
    log,
    position,
    put_in_pool,
    refresh,
    resolve,
    rules,
    tag,
    uid,
)
from swd_helpers import UNDERWORLD as UNDERWORLD_CONNECTIONS

from rulebound.games.destiny import flow  # noqa: F401  (registers the card scripts)
from rulebound.games.destiny.abilities import SCRIPTS, script_for
from rulebound.games.destiny.actions import upgrade_hosts
from rulebound.games.destiny.cards import KEYWORDS, load_pool
from rulebound.games.destiny.model import IN_POOL, ON_CARD, SET_ASIDE, SUPPORT, UPGRADE
from rulebound.games.destiny.position import set_damage, set_ready, set_shields, show_side
from rulebound.games.destiny.rules import discard_unit, hand_size, has_keyword
from rulebound.games.destiny.state import DestinyState
from rulebound.kernel.errors import DataError

# --- abilities in general ---------------------------------------------------------------


@rules("SWD-ABIL-01")
def test_the_engine_declares_the_five_kinds_of_ability() -> None:
    fields = {f.name for f in dataclasses.fields(script_for(REY))}
    assert {"actions", "claim", "persistent", "special", "triggers"} <= fields
    assert script_for(UNDERWORLD_CONNECTIONS).actions  # action
    assert script_for(REBEL_WAR_ROOM).claim  # claim
    assert script_for(PERSONAL_ESCORT).persistent  # persistent
    assert script_for(LIGHTSABER).special  # special
    assert script_for(QUI_GON).triggers  # triggered
    timings = {t.timing for script in SCRIPTS.values() for t in script.triggers}
    assert timings == {"after", "before"}  # SWD-TRIG-01: the two kinds of trigger


@rules("SWD-ABIL-02", "SWD-KEYWORD-01")
def test_keywords_are_shorthand_printed_in_the_data_and_read_by_the_rules(tmp_path) -> None:
    assert KEYWORDS == ("Ambush", "Guardian", "Redeploy")
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(F11D, 0)], hand=[DARING_ESCAPE]),
        Side(characters=[STORMTROOPER]),
    )
    rifle = uid(s, "F-11D Rifle")
    assert s.card(rifle).keywords == ("Redeploy",)
    assert has_keyword(s, rifle, "Redeploy")
    assert s.cards[s.hand[0][0]].keywords == ("Ambush",)
    bad = tmp_path / "bad.toml"
    bad.write_text(
        '[[card]]\ncode = "99001"\nnumber = 1\nname = "X"\ntype = "event"\ncolor = "gray"\n'
        'affiliation = "neutral"\nunique = false\nrarity = "common"\ncost = 0\n'
        'keywords = ["Shiny"]\ntext = "x"\n',
        encoding="utf-8",
    )
    with pytest.raises(DataError, match="unknown keyword 'Shiny'"):
        load_pool([bad])


@rules("SWD-ABIL-04", "SWD-INPLAY-04")
def test_an_ability_is_usable_from_entering_play_until_leaving_play() -> None:
    s = position(
        Side(characters=[STORMTROOPER], hand=[UNDERWORLD_CONNECTIONS], resources=2),
        Side(characters=[STORMTROOPER]),
    )
    assert not has_option(s, "use Underworld Connections")  # in hand: out of play
    act(s, "action", "play Underworld Connections")
    act(s, "action", "pass")  # P2
    assert has_option(s, "use Underworld Connections")  # usable as soon as it is in play
    discard_unit(s, uid(s, "Underworld Connections"))
    refresh(s)
    assert s.decision().kind == "action" and s.decision().seat == 0
    assert not has_option(s, "use Underworld Connections")  # left play


@rules("SWD-ABIL-05")
def test_an_events_ability_resolves_when_the_event_is_played() -> None:
    s = position(Side(characters=[STORMTROOPER], hand=[TAKE_COVER]), Side(characters=[KYLO]))
    trooper = uid(s, "First Order Stormtrooper")
    act(s, "action", "play Take Cover")
    act(s, "choose-character", tag(trooper))
    assert s.units[trooper].shields == 1
    assert s.discard[0] == [s.game.pool.by_code[TAKE_COVER].index]
    assert s.limbo == []


@rules("SWD-ABIL-06")
def test_an_ability_without_may_resolves_as_fully_as_possible_without_asking() -> None:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(INFANTRY_GRENADES, 0)]),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    put_in_pool(s, uid(s, "Infantry Grenades"), 3)  # special
    resolve(s, "special", "Infantry Grenades")
    # No "may" question: every opposing character takes 2, then the upgrade is discarded.
    assert [s.units[u].damage for u in s.characters(1)] == [2, 2]
    assert not s.units[uid(s, "First Order Stormtrooper", seat=0)].damage
    assert s.cards[s.discard[0][0]].name == "Infantry Grenades"
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-ABIL-06", "SWD-TRIG-01")
def test_a_may_ability_asks_and_can_be_declined() -> None:
    def activate_vader(answer: str) -> DestinyState:
        s = position(
            Side(characters=[VADER]), Side(characters=[STORMTROOPER], hand=[TAKE_COVER, DODGE])
        )
        act(s, "action", "activate Darth Vader")
        assert s.decision().kind == "may" and s.decision().seat == 0
        act(s, "may", answer)
        return s

    declined = activate_vader("no")
    assert len(declined.hand[1]) == 2
    used = activate_vader("yes")
    act(used, "discard-card", "Dodge")  # the opponent chooses what to discard
    assert [used.cards[c].name for c in used.hand[1]] == ["Take Cover"]


@rules("SWD-ABIL-07", "SWD-SPECABIL-01")
def test_a_special_ability_is_mandatory_and_resolves_its_cards_text() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(LIGHTSABER, 0)]), Side(characters=[STORMTROOPER])
    )
    trooper = uid(s, "First Order Stormtrooper")
    set_shields(s, trooper, 2)
    put_in_pool(s, uid(s, "Lightsaber"), 4)  # special
    resolve(s, "special", "Lightsaber")
    assert s.decision().kind == "choose-character"  # no "may": it resolves
    act(s, "choose-character", tag(trooper))
    # Lightsaber's special: 2 unblockable damage; the shields stay.
    assert (s.units[trooper].damage, s.units[trooper].shields) == (2, 2)


# --- action, claim, persistent and special abilities -----------------------------------


@rules("SWD-ACTABIL-01", "SWD-CARDACT-01")
def test_an_action_ability_spends_the_players_action_on_their_own_turn() -> None:
    s = position(
        Side(characters=[STORMTROOPER], supports=[UNDERWORLD_CONNECTIONS]),
        Side(characters=[STORMTROOPER]),
    )
    support = uid(s, "Underworld Connections")
    act(s, "action", "use Underworld Connections")
    assert s.resources[0] == 1
    assert not s.units[support].ready
    # The action was the turn's action: the opponent acts now, and cannot use it.
    assert s.decision().seat == 1
    assert not has_option(s, "Underworld Connections")
    act(s, "action", "pass")
    assert s.decision().seat == 0
    assert not has_option(s, "use Underworld Connections")  # exhausted


@rules("SWD-CLAIMABIL-01", "SWD-CLAIM-01")
def test_a_claim_ability_is_optional_and_used_by_the_claiming_player() -> None:
    def claim(answer: str) -> DestinyState:
        s = position(
            Side(characters=[STORMTROOPER], battlefield=REBEL_WAR_ROOM),
            Side(characters=[HAN]),
            turn=1,
        )
        put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged, cost 1; P2 has no resource
        act(s, "action", "claim Rebel War Room")
        assert s.decision().kind == "may" and s.decision().seat == 1
        act(s, "may", answer)
        return s

    declined = claim("no")
    assert declined.pool(1)  # nothing resolved
    assert declined.units[declined.battlefield].controller == 1
    used = claim("yes")
    act(used, "choose-die", "Han Solo die")
    act(used, "symbol-target", "First Order Stormtrooper")
    assert used.units[uid(used, "First Order Stormtrooper")].damage == 3
    assert used.resources[1] == 0 and used.pool(1) == []


@rules("SWD-PERSIST-01", "SWD-EFFECT-01")
def test_a_persistent_ability_applies_while_its_card_is_in_play_with_no_trigger() -> None:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(PERSONAL_ESCORT, 0)]),
        Side(characters=[STORMTROOPER]),
    )
    guard = uid(s, "First Order Stormtrooper", seat=0)
    assert has_keyword(s, guard, "Guardian")  # no action, no trigger: it just has it
    discard_unit(s, uid(s, "Personal Escort"))
    assert not has_keyword(s, guard, "Guardian")  # the effect ends with its source


@rules("SWD-EFFECT-01", "SWD-INCREASE-01")
def test_an_effect_without_a_duration_lasts_while_its_source_is_in_play() -> None:
    s = position(
        Side(characters=[KYLO], supports=[EMPERORS_FAVOR]), Side(characters=[STORMTROOPER])
    )
    assert (hand_size(s, 0), hand_size(s, 1)) == (6, 5)
    discard_unit(s, uid(s, "Emperor's Favor"))
    assert hand_size(s, 0) == 5


@rules("SWD-SPECABIL-02", "SWD-SPECIAL-02")
def test_a_special_face_uses_only_its_own_cards_special_ability() -> None:
    s = position(
        Side(characters=[KYLO], upgrades=[(LIGHTSABER, 0)]),
        Side(characters=[STORMTROOPER], hand=[DODGE]),
    )
    trooper = uid(s, "First Order Stormtrooper")
    set_shields(s, trooper, 1)
    put_in_pool(s, uid(s, "Kylo Ren"), 4)  # Kylo's special; the Lightsaber die is on its card
    act(s, "action", "resolve dice showing special")
    assert [lab for lab in labels(s) if "die" in lab] == [
        lab for lab in labels(s) if "Kylo Ren die" in lab
    ]
    act(s, "resolve-die", "Kylo Ren die")
    act(s, "choose-character", tag(trooper))
    # Kylo's special: damage equal to the cost of a random card in hand (Dodge, 2), which
    # shields block; Lightsaber's would have been 2 unblockable damage.
    assert (s.units[trooper].damage, s.units[trooper].shields) == (1, 0)


# --- triggered abilities ------------------------------------------------------------------


@rules("SWD-TRIG-01", "SWD-TRIGCOND-01")
def test_a_trigger_condition_matches_one_specific_event() -> None:
    s = position(
        Side(characters=[VADER, STORMTROOPER]), Side(characters=[STORMTROOPER], hand=[DODGE])
    )
    act(s, "action", f"activate First Order Stormtrooper {tag(1)}")
    assert s.decision().kind == "action" and s.decision().seat == 1  # Vader did not trigger
    act(s, "action", "pass")
    act(s, "action", "activate Darth Vader")
    assert s.decision().kind == "may"  # "after you activate this character"


@rules("SWD-TRIGCOND-01", "SWD-BEFORE-01")
def test_qui_gon_triggers_only_before_he_gains_shields() -> None:
    s = position(Side(characters=[QUI_GON, STORMTROOPER]), Side(characters=[STORMTROOPER]))
    qui_gon = uid(s, "Qui-Gon Jinn")
    set_shields(s, qui_gon, 1)
    put_in_pool(s, qui_gon, 2)  # 1 shield
    resolve(s, "shield", "Qui-Gon", f"First Order Stormtrooper {tag(1)}")
    assert s.units[1].shields == 1  # someone else gained it: no trigger
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-BEFORE-01")
def test_a_before_ability_resolves_before_the_rest_of_the_effect() -> None:
    s = position(Side(characters=[QUI_GON]), Side(characters=[STORMTROOPER]))
    qui_gon = uid(s, "Qui-Gon Jinn")
    trooper = uid(s, "First Order Stormtrooper")
    set_shields(s, qui_gon, 1)
    put_in_pool(s, qui_gon, 3)  # 2 shields
    resolve(s, "shield", "Qui-Gon", "Qui-Gon")
    assert s.decision().kind == "may"
    assert s.units[qui_gon].shields == 1  # interrupted: the 2 shields are not given yet
    act(s, "may", "yes")
    act(s, "choose-character", tag(trooper))
    assert s.units[trooper].damage == 1
    assert s.units[qui_gon].shields == 2  # 1 - 1 removed + 2 given


@rules("SWD-TRIG-02")
def test_a_triggered_ability_still_resolves_after_its_card_leaves_play() -> None:
    s = position(
        Side(characters=[TUSKEN], hand=[TAKE_COVER]), Side(characters=[JANGO, STORMTROOPER])
    )
    jango = uid(s, "Jango Fett")
    set_damage(s, jango, 9)  # 10 health
    act(s, "action", "activate Tusken Raider")  # the seed-0 roll: 1 melee, resolvable
    show_side(s, s.pool(0)[0], 1)  # the Tusken die shows 1 melee
    act(s, "order-triggers", "P1 Tusken")  # both triggered; Jango's waits in the queue
    act(s, "may", "yes")
    answers = {"discard-card": "Take Cover", "choose-die": "Tusken Raider die"}
    while s.decision().kind in answers:  # the cost and the die, in the script's order
        act(s, s.decision().kind, answers[s.decision().kind])
    act(s, "symbol-target", "Jango")
    assert not s.units[jango].in_play
    # Jango has left play, but his triggered ability is still there and resolves.
    assert asking(s) == jango and s.decision().seat == 1
    act(s, "may", "yes")
    assert not any("activates Jango" in line for line in log(s))  # nothing left to activate


@rules("SWD-AFTER-01", "SWD-QUEUE-01", "SWD-QUEUE-02")
def test_an_after_ability_waits_until_its_trigger_has_fully_resolved() -> None:
    s = position(
        Side(characters=[HAN], hand=[DARING_ESCAPE], resources=2),
        Side(characters=[STORMTROOPER]),
    )
    han = uid(s, "Han Solo")
    opp_die = put_in_pool(s, uid(s, "First Order Stormtrooper"), 4)[0]  # a blank
    act(s, "action", "play Daring Escape")
    act(s, "pick-dice", "done")  # reroll none; then each blank die is removed
    # Han's "after you play an Ambush card" resolves only now: the event has finished.
    assert s.decision().kind == "may"
    assert s.dice[opp_die].where == ON_CARD
    assert s.limbo == [] and s.cards[s.discard[0][0]].name == "Daring Escape"
    act(s, "may", "yes")
    assert s.units[han].shields == 1


@rules("SWD-QUEUE-02", "SWD-QUEUE-03", "SWD-QUEUE-04", "SWD-QUEUE-05")
def test_the_queue_is_first_in_first_out_and_new_abilities_join_its_end() -> None:
    s = position(
        Side(characters=[TUSKEN, JANGO], hand=[TAKE_COVER]),
        Side(characters=[JANGO, STORMTROOPER]),
    )
    p1_jango, p2_jango = uid(s, "Jango Fett", seat=0), uid(s, "Jango Fett", seat=1)
    act(s, "action", "activate Tusken Raider")  # the seed-0 roll: 1 melee, resolvable
    # Tusken Raider's and P2's Jango's abilities trigger together; P1 controls the
    # battlefield and puts Jango's first.
    act(s, "order-triggers", "P2 Jango")
    seen = []
    while s.decision().kind == "may":
        seen.append(asking(s))
        if seen[-1] == p2_jango:
            act(s, "may", "yes")  # activating P2's Jango triggers P1's Jango: end of the queue
        else:
            # P2's Jango's ability (his whole activation) finished before the next one.
            assert not s.units[p2_jango].ready
            assert len(s.pool(1)) == 1
            act(s, "may", "no")
    assert seen == [p2_jango, uid(s, "Tusken Raider"), p1_jango]


def order_position(params: dict[str, str] | None = None, controller: int = 1) -> DestinyState:
    """Comlink played onto Rey: Rey's and Comlink's "after" abilities trigger together,
    both P1's, while ``controller`` controls the battlefield."""
    s = position(
        Side(characters=[REY], hand=[COMLINK], resources=2),
        Side(characters=[STORMTROOPER]),
        params=params,
        controller=controller,
    )
    act(s, "action", "play Comlink")
    act(s, "upgrade-host", "Rey")
    return s


@rules("SWD-SIMUL-01", "SWD-QUEUE-06", "SWD-OPEN-05")
def test_the_resolving_player_orders_their_own_simultaneous_abilities() -> None:
    s = order_position()
    assert s.decision().kind == "order-triggers"
    assert s.decision().seat == 0  # P1's abilities, though P2 controls the battlefield
    act(s, "order-triggers", "Comlink")
    # Comlink's entered the queue first and resolves first; Rey's waits behind it.
    assert asking(s) == uid(s, "Comlink")
    assert [entry[1] for entry in s.queue] == [REY]


@rules("SWD-QUEUE-06", "SWD-OPEN-05")
def test_the_literal_reading_lets_the_battlefield_controller_order_them() -> None:
    s = order_position({"trigger_order": "battlefield-controller"})
    assert s.decision().kind == "order-triggers" and s.decision().seat == 1


@rules("SWD-SIMUL-02", "SWD-QUEUE-06", "SWD-OPEN-05")
@pytest.mark.parametrize("controller", [0, 1])
def test_the_battlefield_controller_orders_abilities_of_both_players(controller: int) -> None:
    s = position(
        Side(characters=[TUSKEN], hand=[TAKE_COVER]),
        Side(characters=[JANGO]),
        controller=controller,
    )
    act(s, "action", "activate Tusken Raider")  # the seed-0 roll: 1 melee, resolvable
    assert s.decision().kind == "order-triggers"
    assert s.decision().seat == controller


@rules("SWD-SIMUL-01", "SWD-BEFORE-01")
def test_simultaneous_before_abilities_are_ordered_by_their_player() -> None:
    s = position(
        Side(
            characters=[HAN, STORMTROOPER], upgrades=[(ONE_WITH_THE_FORCE, 0), (SECOND_CHANCE, 0)]
        ),
        Side(characters=[STORMTROOPER]),
        turn=1,
        controller=1,
    )
    han = uid(s, "Han Solo")
    set_damage(s, han, 9)
    put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), 0)  # 1 ranged
    resolve(s, "ranged", "First Order Stormtrooper die", "Han Solo")
    assert s.decision().kind == "order-before" and s.decision().seat == 0
    act(s, "order-before", "One With The Force")
    owtf = uid(s, "One With The Force")
    assert s.units[owtf].kind == SUPPORT  # resolved first, then Second Chance
    assert s.units[han].in_play and s.units[han].damage == 5


# --- keywords ---------------------------------------------------------------------------


def guardian_position(escorts: int = 1) -> DestinyState:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(PERSONAL_ESCORT, 0)] * escorts),
        Side(characters=[STORMTROOPER, KYLO]),
    )
    put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), 1)  # 2 ranged
    put_in_pool(s, uid(s, "Kylo Ren"), 3)  # 1 resource
    return s


@rules("SWD-KEYWORD-02", "SWD-KEYWORD-03")
def test_a_keyword_granted_twice_is_had_once() -> None:
    s = guardian_position(escorts=2)
    guard = uid(s, "First Order Stormtrooper", seat=0)
    act(s, "action", "activate First Order Stormtrooper")
    act(s, "guardian", "First Order Stormtrooper die")
    assert s.decision().kind != "guardian"  # one Guardian, one chance, not two
    assert s.units[guard].damage == 2
    # Guardian is a yes/no state, not a count: it goes only with its last source.
    escorts = [u.uid for u in s.units if s.cards[u.card].code == PERSONAL_ESCORT]
    discard_unit(s, escorts[0])
    assert has_keyword(s, guard, "Guardian") is True
    discard_unit(s, escorts[1])
    assert has_keyword(s, guard, "Guardian") is False


@rules("SWD-AMBUSH-01")
def test_ambush_gives_an_additional_action_after_the_card_resolves() -> None:
    s = position(
        Side(characters=[STORMTROOPER], hand=[UNPREDICTABLE, TAKE_COVER]),
        Side(characters=[STORMTROOPER]),
    )
    act(s, "action", "play Unpredictable")
    assert s.decision().kind == "extra-action" and s.decision().seat == 0
    assert s.cards[s.discard[0][0]].name == "Unpredictable"  # resolved first
    act(s, "extra-action", "play Take Cover")
    act(s, "choose-character", tag(0))
    assert s.units[0].shields == 1
    assert s.decision().kind == "action" and s.decision().seat == 1  # only one extra


@rules("SWD-AMBUSH-02", "SWD-ACTION-02")
def test_an_additional_action_is_taken_at_once_or_lost() -> None:
    s = position(
        Side(characters=[STORMTROOPER], hand=[UNPREDICTABLE, TAKE_COVER]),
        Side(characters=[STORMTROOPER]),
        params={"decline_extra_action": "no-pass"},
    )
    act(s, "action", "play Unpredictable")
    act(s, "extra-action", "decline")
    assert s.extra == [0, 0]  # not saved for later
    assert s.decision().kind == "action" and s.decision().seat == 1
    act(s, "action", "pass")
    assert s.decision().kind == "action"  # an ordinary turn, no additional action
    assert not has_option(s, "decline the additional action")


@rules("SWD-GUARDIAN-01")
def test_guardian_takes_a_damage_die_out_of_the_opponents_pool() -> None:
    s = guardian_position()
    guard = uid(s, "First Order Stormtrooper", seat=0)
    opp_die = s.pool(1)[0]
    act(s, "action", "activate First Order Stormtrooper")
    assert s.decision().kind == "guardian" and s.decision().seat == s.units[guard].owner
    assert not has_option(s, "Kylo Ren die")  # shows a resource, not damage
    act(s, "guardian", "First Order Stormtrooper die")
    assert s.units[guard].damage == 2
    assert s.dice[opp_die].where == ON_CARD  # removed from the pool
    assert not s.units[guard].ready  # then the character activates


@rules("SWD-GUARDIAN-01")
def test_guardian_may_be_declined() -> None:
    s = guardian_position()
    act(s, "action", "activate First Order Stormtrooper")
    act(s, "guardian", "no Guardian")
    assert s.units[0].damage == 0 and len(s.pool(1)) == 2


@rules("SWD-GUARDIAN-02", "SWD-REMOVE-03")
def test_guardian_may_remove_a_modifier_or_cost_face_and_pays_nothing() -> None:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(PERSONAL_ESCORT, 0)], resources=1),
        Side(characters=[STORMTROOPER, KYLO], upgrades=[(F11D, 0)]),
    )
    put_in_pool(s, uid(s, "F-11D Rifle"), 2)  # +2 ranged
    put_in_pool(s, uid(s, "Kylo Ren"), 1)  # 2 melee, cost 1 (P2 has no resource)
    act(s, "action", "activate First Order Stormtrooper")
    assert has_option(s, "showing +2 ranged") and has_option(s, "showing 2 melee (cost 1)")
    act(s, "guardian", "showing +2 ranged")
    assert s.units[0].damage == 2  # the printed number
    assert s.resources == [1, 0]


def redeploy_position(upgrades_on_other: int = 0) -> DestinyState:
    """P1's first Stormtrooper (6 damage of 7) carries the F-11D Rifle, its die in the
    pool; P2 is about to shoot it for 1."""
    s = position(
        Side(
            characters=[STORMTROOPER, STORMTROOPER],
            upgrades=[(F11D, 0)] + [(PERSONAL_ESCORT, 1)] * upgrades_on_other,
        ),
        Side(characters=[KYLO, STORMTROOPER]),
        turn=1,
    )
    set_damage(s, 0, 6)
    put_in_pool(s, uid(s, "F-11D Rifle"), 3)
    put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), 0)  # 1 ranged
    resolve(s, "ranged", "First Order Stormtrooper die [", tag(0))
    return s


@rules("SWD-REDEPLOY-01", "SWD-REDEPLOY-02", "SWD-OPEN-02")
def test_redeploy_moves_the_upgrade_and_its_die_instead_of_discarding_it() -> None:
    s = redeploy_position()
    rifle = uid(s, "F-11D Rifle")
    assert not s.units[0].in_play
    assert s.decision().kind == "redeploy" and s.decision().seat == 0
    act(s, "redeploy", tag(1))
    assert s.units[rifle].in_play and s.units[rifle].host == 1
    die = next(d for d in s.dice if d.unit == rifle)
    assert die.where == ON_CARD  # it left the pool with its upgrade
    assert s.discard[0] == []


@rules("SWD-REDEPLOY-01")
def test_redeploy_is_optional() -> None:
    s = redeploy_position()
    act(s, "redeploy", "discard it instead")
    assert [s.cards[c].name for c in s.discard[0]] == ["F-11D Rifle"]
    assert all(d.where == SET_ASIDE for d in s.dice if s.cards[d.card].code == F11D)


@rules("SWD-REDEPLOY-03", "SWD-OPEN-02", "SWD-UPGRADE-04")
def test_redeploy_onto_a_character_with_three_upgrades_discards_down_to_three() -> None:
    s = redeploy_position(upgrades_on_other=3)
    act(s, "redeploy", tag(1))
    assert s.decision().kind == "discard-upgrade" and len(s.decision().options) == 4
    escort = uid(s, "Personal Escort")
    act(s, "discard-upgrade", tag(escort))
    assert not s.units[escort].in_play
    assert len(s.upgrades_on(1)) == 3
    assert uid(s, "F-11D Rifle") in s.upgrades_on(1)


@rules("SWD-REDEPLOY-03")
def test_redeploy_ignores_play_restrictions(monkeypatch: pytest.MonkeyPatch) -> None:
    # No Awakenings Redeploy upgrade has a "(colour) character only" in our scripts, so
    # this test gives the Lightsaber "Blue character only".
    monkeypatch.setitem(SCRIPTS, LIGHTSABER, dataclasses.replace(SCRIPTS[LIGHTSABER], only="blue"))
    s = position(
        Side(characters=[REY, STORMTROOPER], upgrades=[(LIGHTSABER, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    rey, trooper = uid(s, "Rey"), uid(s, "First Order Stormtrooper", seat=0)
    saber = uid(s, "Lightsaber")
    assert upgrade_hosts(s, 0, s.card(saber)) == [rey]  # it could not be played on him
    set_damage(s, rey, 9)
    put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), 0)
    resolve(s, "ranged", "First Order Stormtrooper die", "Rey")
    act(s, "redeploy", tag(trooper))
    assert s.units[saber].host == trooper


# --- effects ---------------------------------------------------------------------------


@rules("SWD-DELAYED-01", "SWD-DELAYED-02")
def test_an_event_with_a_delayed_effect_is_discarded_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # No Awakenings event has a delayed effect: this test gives Take Cover Crime Lord's.
    delayed = (("choose-character", "any", "", "target"), ("delayed-defeat", "target"))
    monkeypatch.setitem(
        SCRIPTS, TAKE_COVER, dataclasses.replace(SCRIPTS[TAKE_COVER], event=delayed)
    )
    s = position(
        Side(characters=[STORMTROOPER], hand=[TAKE_COVER], deck=[DODGE] * 6),
        Side(characters=[KYLO, STORMTROOPER], deck=[DODGE] * 6),
    )
    target = uid(s, "Kylo Ren")
    act(s, "action", "play Take Cover")
    act(s, "choose-character", tag(target))
    assert s.units[target].in_play  # nothing happens now
    assert s.limbo == [] and s.cards[s.discard[0][0]].name == "Take Cover"
    act(s, "action", "pass")
    act(s, "action", "pass")  # empty hands: the upkeep asks nothing
    assert not s.units[target].in_play  # after the round ended
    assert s.round == 2 and s.winner < 0


@rules("SWD-REPLACE-01")
def test_second_chance_is_a_replacement_effect() -> None:
    trig = script_for(SECOND_CHANCE).triggers[0]
    assert trig.replacement and not script_for(ONE_WITH_THE_FORCE).triggers[0].replacement
    text = load_pool().by_code[SECOND_CHANCE].text
    assert "instead" in text


def second_chance_position(*upgrades: str, controller: int = 0) -> DestinyState:
    """Han Solo (10 health, 9 damage) with these upgrades; P2 shoots him for 1."""
    s = position(
        Side(characters=[HAN, STORMTROOPER], upgrades=[(u, 0) for u in upgrades]),
        Side(characters=[STORMTROOPER]),
        turn=1,
        controller=controller,
    )
    set_damage(s, uid(s, "Han Solo"), 9)
    put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), 0)
    resolve(s, "ranged", "First Order Stormtrooper die", "Han Solo")
    return s


@rules("SWD-REPLACE-02", "SWD-REPLACE-03")
def test_a_replaced_defeat_triggers_nothing_that_waits_for_the_defeat() -> None:
    s = second_chance_position(SECOND_CHANCE, ONE_WITH_THE_FORCE, F11D)
    han = uid(s, "Han Solo")
    act(s, "order-before", "Second Chance")
    assert s.units[han].in_play and s.units[han].damage == 5  # 10 - 5
    # The defeat never happened: One With The Force did not resolve, no Redeploy.
    owtf = uid(s, "One With The Force")
    assert s.units[owtf].kind == UPGRADE and s.units[owtf].host == han
    assert uid(s, "F-11D Rifle") in s.upgrades_on(han)
    assert not any("is defeated" in line for line in log(s))
    assert s.saved == []
    assert s.decision().kind == "action" and s.decision().seat == 0


@rules("SWD-REPLACE-04")
@pytest.mark.parametrize("controller", [0, 1])
def test_the_battlefield_controller_chooses_between_two_replacements(controller: int) -> None:
    s = second_chance_position(SECOND_CHANCE, SECOND_CHANCE, controller=controller)
    han = uid(s, "Han Solo")
    assert s.decision().kind == "order-before" and s.decision().seat == controller
    act(s, "order-before", "1:")
    assert s.units[han].damage == 5  # healed once
    chances = [u for u in s.units if s.cards[u.card].code == SECOND_CHANCE]
    assert [u.in_play for u in chances].count(True) == 1  # the other did not resolve


@rules("SWD-SELFREF-01")
def test_this_upgrade_means_only_that_copy() -> None:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(COMLINK, 0)], hand=[COMLINK], resources=2),
        Side(characters=[STORMTROOPER]),
    )
    act(s, "action", "play Comlink")
    act(s, "upgrade-host", "First Order Stormtrooper")
    act(s, "upgrade-replace", "replace nothing")
    # Only the copy just played triggers: one question, no ordering of two.
    assert s.decision().kind == "may"
    act(s, "may", "no")
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-SELFREF-01")
def test_this_character_means_only_that_copy() -> None:
    s = position(Side(characters=[TUSKEN, TUSKEN], hand=[TAKE_COVER]), Side(characters=[KYLO]))
    act(s, "action", f"activate Tusken Raider {tag(1)}")
    assert asking(s) == 1  # not an ordering of two Tusken abilities
    assert s.queue == []


@rules("SWD-NEGATIVE-01", "SWD-ACTIVATE-05")
def test_cannot_beats_can_an_exhausted_jango_is_not_activated() -> None:
    s = position(Side(characters=[STORMTROOPER]), Side(characters=[JANGO, STORMTROOPER]))
    jango = uid(s, "Jango Fett")
    set_ready(s, jango, False)
    act(s, "action", "activate First Order Stormtrooper")
    assert s.decision().kind == "action" and s.decision().seat == 1
    assert not any(d.where == IN_POOL for d in s.dice if d.unit == jango)


@rules("SWD-NEGATIVE-01", "SWD-UNIQUE-04")
def test_cannot_beats_can_finn_takes_any_weapon_but_not_a_second_unique_copy() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(REYS_STAFF, 0)], hand=[REYS_STAFF], resources=5),
        Side(characters=[STORMTROOPER]),
    )
    assert not has_option(s, "play Rey's Staff")


@rules("SWD-THEN-01", "SWD-THEN-02")
@pytest.mark.parametrize(("deck", "fetched"), [(2, False), (3, True)])
def test_then_needs_the_first_part_fully_resolved(deck: int, fetched: bool) -> None:
    s = position(
        Side(characters=[HAN], hand=[SCAVENGE], deck=[DODGE] * deck, discard=[COMLINK]),
        Side(characters=[STORMTROOPER]),
    )
    act(s, "action", "play Scavenge")
    assert s.deck[0] == []
    if fetched:
        act(s, "fetch-card", "Comlink")
    assert s.decision().kind == "action" and s.decision().seat == 1  # nothing else to do
    names = [s.cards[c].name for c in s.hand[0]]
    assert names == (["Comlink"] if fetched else [])
