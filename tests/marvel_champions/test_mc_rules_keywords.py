"""Rule coverage, sections 5.5 and 8: keywords and icons no card of this content
prints, tested on made-up variants of real cards (``with_keywords``, ``with_stats``)
as the engine reads them generically: Assault, Vulnerable, Permanent, Victory with
Uses, Team-Up, Peril, Teamwork, Requirement and the amplify icon."""

from __future__ import annotations

from mc_helpers import (
    BLACK_CAT,
    BREAKIN,
    CAUGHT_OFF_GUARD,
    CHARGE,
    DAREDEVIL,
    ENERGY,
    FALSE_ALARM,
    GENIUS,
    HAYMAKER,
    HELICARRIER,
    HYDRA_BOMBER,
    HYDRA_MERCENARY,
    MANSION,
    MOCKINGBIRD,
    PHOTONIC,
    SHOCKER,
    SPIDER_SENSE,
    STRENGTH,
    SWEEPING_SWOOP,
    TRACER,
    WEB_SHOOTER,
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
    side_scheme,
    stack_deck,
    stack_encounter,
    start,
    threat,
    with_keywords,
    with_stats,
)

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_damage
from rulebound.games.marvel_champions.rules import enter_play, give_status, stat


@rules("MC-KEYWORD-ASSAULT-01")
def test_assault_scheme_is_thwarted_with_atk() -> None:
    s = start(form="hero")  # Spider-Man: THW 1, ATK 2
    mark(s, s.main, threat=0)
    with_keywords(s, BREAKIN, "Assault")
    b = side_scheme(s, BREAKIN, threat=5)
    act(s, "turn", "basic thwart")
    assert threat(s, b) == 3


@rules("MC-KEYWORD-ASSAULT-02")
def test_assault_ally_takes_its_atk_consequential_damage() -> None:
    # Black Cat: ATK 1 with no consequential damage, THW 1 with 1 consequential damage.
    s = start()
    mark(s, s.main, threat=0)
    with_keywords(s, BREAKIN, "Assault")
    b = side_scheme(s, BREAKIN, threat=5)
    cat = put(s, BLACK_CAT)
    act(s, "turn", "Black Cat thwarts")
    assert threat(s, b) == 4 and s.units[cat].damage == 0


@rules("MC-KEYWORD-VULNERABLE-01")
def test_vulnerable_character_is_discarded_when_stunned() -> None:
    s = start()
    with_keywords(s, SHOCKER, "Vulnerable")
    m = engage(s, SHOCKER)
    assert give_status(s, m, "stunned")
    assert not s.units[m].in_play and m in s.enc_discard and m not in s.victory


@rules("MC-KEYWORD-VULNERABLE-03")
def test_vulnerable_and_steady_needs_two_cards() -> None:
    s = start()
    with_keywords(s, SHOCKER, "Vulnerable", "Steady")
    m = engage(s, SHOCKER)
    give_status(s, m, "confused")
    assert s.units[m].in_play and s.units[m].confused == 1
    give_status(s, m, "confused")
    assert not s.units[m].in_play


@rules("MC-KEYWORD-VULNERABLE-02")
def test_vulnerable_discarded_before_lethal_damage() -> None:
    # Sweeping Swoop's boost stuns a friendly character the activation deals damage to;
    # a Vulnerable ally with Victory 1 defending a lethal attack is discarded before the
    # damage is placed: not defeated, so not in the victory display.
    s = start(form="hero")
    with_keywords(s, MOCKINGBIRD, "Vulnerable", "Victory 1")
    mb = put(s, MOCKINGBIRD)
    mark(s, mb, damage=1)  # 2 hit points left, Rhino deals 2
    stack_encounter(s, SWEEPING_SWOOP)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")
    act(s, "defend", "Mockingbird")
    assert not s.units[mb].in_play and mb in s.players[0].discard and mb not in s.victory


@rules("MC-KEYWORD-PERMANENT-04")
def test_permanent_card_is_not_a_target_for_leaving_play() -> None:
    s = start()
    with_keywords(s, MANSION, "Permanent")
    m, h = put(s, MANSION), put(s, HELICARRIER)
    reveal(s, CAUGHT_OFF_GUARD)  # "discard an upgrade or support": only Helicarrier
    assert s.units[m].in_play and not s.units[h].in_play


@rules("MC-KEYWORD-PERMANENT-01", "MC-EX-10")
def test_only_its_own_set_makes_a_permanent_card_leave_play() -> None:
    s = start(form="hero")
    with_keywords(s, WEB_SHOOTER, "Permanent")
    ws = put(s, WEB_SHOOTER)
    (nxt,) = stack_encounter(s, HYDRA_BOMBER)
    reveal(s, CAUGHT_OFF_GUARD)  # B: another set's card cannot target it: surge instead
    act(s, "choose-option", "place 1 threat")  # the surge card, Hydra Bomber
    assert s.units[ws].in_play and nxt not in s.enc_deck
    mark(s, ws, counters=1)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Web-Shooter")  # A: its own Uses rule (same hero set) discards it
    act(s, "pay", "Genius")
    assert not s.units[ws].in_play and ws in s.players[0].discard


@rules("MC-KEYWORD-VICTORY-04", "MC-KEYWORD-VICTORY-05")
def test_victory_with_uses_goes_to_the_display_when_spent() -> None:
    s = start(form="hero")
    with_keywords(s, WEB_SHOOTER, "Victory 2")
    ws = put(s, WEB_SHOOTER)
    mark(s, ws, counters=1)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Web-Shooter")
    act(s, "pay", "Genius")
    assert ws in s.victory and ws not in s.players[0].discard
    v = s.view(0)
    assert v["victory_display"] == ["Web-Shooter"] and v["victory_points"] == 2


@rules("MC-KEYWORD-TEAMUP-02")
def test_team_up_needs_both_characters_in_play() -> None:
    s = start(form="hero")
    with_keywords(s, HAYMAKER, "Team-Up (Spider-Man and Black Cat)")
    hand(s, HAYMAKER, GENIUS)
    assert not any("play Haymaker" in x for x in labels(s))
    put(s, BLACK_CAT)
    assert any("play Haymaker" in x for x in labels(s))


@rules("MC-KEYWORD-TEAMUP-03")
def test_team_up_ally_matches_by_subtitle() -> None:
    s = start(form="hero")
    with_keywords(s, DAREDEVIL, "Team-Up (Spider-Man and Felicia Hardy)")
    hand(s, DAREDEVIL, GENIUS, GENIUS)
    assert not any("play Daredevil" in x for x in labels(s))
    put(s, BLACK_CAT)  # Black Cat's subtitle is Felicia Hardy
    assert any("play Daredevil" in x for x in labels(s))


@rules("MC-KEYWORD-PERIL-01")
def test_peril_keeps_the_other_players_out() -> None:
    # Without Peril, Spider-Man may cancel the treachery Captain Marvel reveals.
    s = start(heroes="captain-marvel,spider-man", form="hero")
    hand(s, SPIDER_SENSE, GENIUS, seat=1)
    stack_encounter(s, SHOCKER)
    reveal(s, FALSE_ALARM, seat=0)
    assert kind(s) == "interrupt" and any("Enhanced Spider-Sense" in x for x in labels(s))
    s = start(heroes="captain-marvel,spider-man", form="hero")
    with_keywords(s, FALSE_ALARM, "Peril")
    hand(s, SPIDER_SENSE, GENIUS, seat=1)
    stack_encounter(s, SHOCKER)
    reveal(s, FALSE_ALARM, seat=0)
    assert kind(s) == "turn" and s.units[identity(s, 0)].confused == 1
    assert len(s.players[1].hand) == 2


@rules("MC-KEYWORD-TEAMWORK-01", "MC-KEYWORD-TEAMWORK-02")
def test_teamwork_activates_the_new_minion_only() -> None:
    s = start(form="hero")
    with_keywords(s, HYDRA_MERCENARY, "Teamwork (Hydra)")
    reveal(s, HYDRA_MERCENARY)  # no other Hydra minion: nothing happens
    assert kind(s) == "turn" and hp(s) == 10
    s = start(form="hero")
    with_keywords(s, HYDRA_MERCENARY, "Teamwork (Hydra)")
    with_keywords(s, HYDRA_BOMBER, "Teamwork (Hydra)")
    bomber = engage(s, HYDRA_BOMBER)
    stack_encounter(s, SHOCKER)  # boost card, unused: minions get none
    m = reveal(s, HYDRA_MERCENARY)
    assert kind(s) == "defend"  # the Mercenary attacks (DE: the Bomber does not)
    act(s, "defend", "no defender")
    while kind(s) in ("interrupt", "response"):
        act(s, kind(s), "pass")
    attackers = [line for line in s.log if " attacks P1" in line]
    assert attackers == [f"{s.tag(m)} attacks P1 Spider-Man."] and s.tag(bomber) not in attackers[0]
    assert hp(s) < 10


@rules("MC-KEYWORD-PERMANENT-06")
def test_permanent_card_of_another_owner_is_removed_on_elimination() -> None:
    s = start(heroes="captain-marvel,spider-man")
    with_keywords(s, DAREDEVIL, "Permanent")
    dd = make(s, DAREDEVIL, 1)  # Spider-Man's card under Captain Marvel's control
    enter_play(s, dd, 0)
    s.refresh()
    run(s, lambda: push_damage(s, identity(s, 0), 20))
    assert s.players[0].eliminated and dd in s.removed and dd not in s.players[1].discard


@rules("MC-KEYWORD-REQUIREMENT-01")
def test_requirement_resources_must_be_spent() -> None:
    s = start(form="hero")
    with_keywords(s, HAYMAKER, "Requirement (physical)")
    hand(s, HAYMAKER, GENIUS)  # two mental: enough in total, but no physical
    assert not any("play Haymaker" in x for x in labels(s))
    hand(s, STRENGTH)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")  # covers the any-type part of the cost 2
    assert kind(s) == "pay"  # the physical resource is still owed
    act(s, "pay", "Strength")
    assert s.units[s.villain].damage == 3


@rules("MC-KEYWORD-REQUIREMENT-01")
def test_requirement_on_an_ally() -> None:
    s = start()
    with_keywords(s, DAREDEVIL, "Requirement (2 physical)")  # cost 4
    hand(s, DAREDEVIL, GENIUS, ENERGY)
    assert not any("play Daredevil" in x for x in labels(s))
    hand(s, STRENGTH)
    act(s, "turn", "play Daredevil")
    while kind(s) == "pay":
        act(s, "pay", "Strength" if any("Strength" in x for x in labels(s)) else "")
    assert any(s.name(u) == "Daredevil" for u in s.play)


@rules("MC-AMPLIFY-01")
def test_amplify_icons_add_to_each_boost_card() -> None:
    # A made-up Breakin' & Takin' printing one amplify icon: Rhino's boost card Shocker
    # (2 icons) counts 3, so Rhino (ATK 2) deals 5 to the undefended Spider-Man.
    s = start(form="hero")
    with_stats(s, BREAKIN, scheme_amplify=1)
    side_scheme(s, BREAKIN)
    stack_encounter(s, SHOCKER)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")
    act(s, "defend", "no defender")
    while kind(s) in ("interrupt", "response"):
        act(s, kind(s), "pass")
    assert hp(s) == 10 - 5


@rules("MC-ATTACHMENT-03")
def test_attachment_scheme_modifier_on_the_villain() -> None:
    # A made-up Charge with a +1 THW/SCH modifier, attached to Rhino (a villain): it
    # modifies his SCH. (No attachment of this content goes on a hero or an ally, so
    # the THW half has no case.)
    s = start()
    with_stats(s, CHARGE, scheme=1)
    attach(s, CHARGE, s.villain)
    assert stat(s, s.villain, "scheme") == 2 and stat(s, s.villain, "thwart") == 0


@rules("MC-KEYWORD-VICTORY-03")
def test_victory_upgrade_follows_its_defeated_host() -> None:
    # A made-up Spider-Tracer with Victory 1 on a Shocker that is defeated: the tracer
    # goes to the victory display, Shocker to the encounter discard pile.
    s = start(form="hero")
    mark(s, s.main, threat=5)
    with_keywords(s, TRACER, "Victory 1")
    m = engage(s, SHOCKER)
    tr = put(s, TRACER, host=m)
    mark(s, m, damage=2)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    while kind(s) != "turn":
        act(s, kind(s), "")
    assert tr in s.victory and m in s.enc_discard and m not in s.victory


@rules("MC-KEYWORD-ALLIANCE-01")
def test_alliance_lets_another_player_help_pay() -> None:
    # A made-up Alliance Haymaker (cost 2) in Spider-Man's hand, his only card: only
    # Captain Marvel's Genius can pay it, and she decides to.
    s = start(heroes="spider-man,captain-marvel", form="hero")
    hand(s, HAYMAKER)
    hand(s, GENIUS, seat=1)
    assert not any("play Haymaker" in x for x in labels(s))
    with_keywords(s, HAYMAKER, "Alliance")
    s.refresh()
    act(s, "turn", "play Haymaker")
    assert kind(s) == "pay" and s.decision().seat == 1
    assert "stop helping" not in labels(s)  # she must help: nobody else can pay
    act(s, "pay", "Genius")
    while kind(s) != "turn":
        act(s, kind(s), "")
    assert s.units[s.villain].damage == 3 and not s.players[1].hand


@rules("MC-KEYWORD-ALLIANCE-01", "MC-KEYWORD-ALLIANCE-02")
def test_alliance_helper_may_decline_and_the_player_resolves() -> None:
    # Made-up Alliance Photonic Blast (cost 3: deal 5, draw 1 if paid with energy)
    # played by Captain Marvel; Spider-Man helps with an Energy; the draw is hers.
    s = start(heroes="captain-marvel,spider-man", form="hero")
    with_keywords(s, PHOTONIC, "Alliance")
    hand(s, PHOTONIC, GENIUS, STRENGTH)  # she could pay the 3 alone
    hand(s, ENERGY, seat=1)
    (drawn,) = stack_deck(s, MOCKINGBIRD)
    act(s, "turn", "play Photonic Blast")
    assert s.decision().seat == 1 and "stop helping" in labels(s)  # he may decline
    act(s, "pay", "Energy")  # he helps: 2 energy; nothing more to give
    assert s.decision().seat == 0
    act(s, "pay", "Genius")
    while kind(s) != "turn":
        act(s, kind(s), "")
    assert s.units[s.villain].damage == 5
    assert drawn in s.players[0].hand and not s.players[1].hand
