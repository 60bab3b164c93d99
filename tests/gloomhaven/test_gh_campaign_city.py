"""The campaign between scenarios (catalog sections 1-3): new characters, level-ups,
Perks, the shop, enhancements, the Sanctuary, retirement, Prosperity and Reputation,
Road and City Events; and what a sheet carries into a scenario."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from rulebound import load_game
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import events
from rulebound.games.gloomhaven.campaign import Enhancement, campaign_data
from rulebound.games.gloomhaven.campaign_city import CityError
from rulebound.games.gloomhaven.position import set_hp

rules = pytest.mark.rules


def party(**kw: object) -> city.Campaign:
    """A new campaign with a Brute (Ann's) and a Tinkerer (Bo's)."""
    c = city.new_campaign("Test", seed=7)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    c = city.create_character(c, "tinkerer", "Fizz", player="Bo")
    return replace(c, **kw)  # type: ignore[arg-type]


def with_gold(c: city.Campaign, cls: str, gold: int, **kw: object) -> city.Campaign:
    return c.with_sheet(replace(c.sheet(cls), gold=gold, **kw))  # type: ignore[arg-type]


def start(tmp: Path, c: city.Campaign, party: str = "brute,tinkerer") -> object:
    """Scenario 1's first state, played with the campaign's record."""
    path = tmp / "record.yaml"
    path.write_text(yaml.safe_dump(campaign_data(c.record)), encoding="utf-8")
    game = load_game("gloomhaven", party=party, campaign=str(path), hands="choose")
    return game.new_initial_state(seed=1)


# --- section 1: campaign activities -------------------------------------------------


@rules("GH-CAMP-02", "GH-GLOSS-57")
def test_a_new_prosperity_level_stocks_the_shop() -> None:
    c = party()
    assert city.prosperity_level(3) == 1 and city.prosperity_level(4) == 2
    before = c.record.supply()
    assert 15 not in before and before[1] == 2  # Prosperity 1: items 1-14
    after = city.gain_prosperity(c, 4)
    assert city.prosperity_level(after.record.prosperity_checkmarks) == 2
    # every copy of the items 15-21 joins the supply; Prosperity 1's stock is unchanged
    added = {15: 2, 16: 2, 17: 2, 18: 2, 19: 2, 20: 4, 21: 2}
    assert after.record.supply() == {**before, **added}
    assert list(city.items_of_level(2)) == list(range(15, 22))


@rules("GH-CAMP-03")
def test_an_added_event_card_shuffles_the_deck() -> None:
    c = party()
    c = c.with_deck("city", (1, 2, 3, 4, 5, 6, 7, 8))
    c = c.with_deck("road", (10, *[n for n in c.road_deck if n != 10]))
    c, said = events.resolve(c, "road", "B")  # road 10 B: adds City Event 71
    assert "City Event 71 is shuffled into its deck." in said and 71 in c.city_deck
    c2 = c.with_deck("road", (10, 1))
    c2 = replace(c2, draws=0)
    # a typed card: our own event file gains it and the deck is reshuffled
    card = events.EVENTS[("road", 10)]
    patched = replace(card.options["B"].outcomes[0], effects=({"add_event": ["city", 9]},))
    mine = {
        **events.EVENTS,
        ("road", 10): replace(card, options={"B": replace(card.options["B"], outcomes=(patched,))}),
    }
    c3, _ = events.resolve(c2.with_deck("city", (1, 2, 3, 4, 5, 6, 7, 8)), "road", "B", cards=mine)
    assert sorted(c3.city_deck) == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert c3.city_deck != (1, 2, 3, 4, 5, 6, 7, 8, 9)  # shuffled, not put on the bottom


@rules("GH-CAMP-01")
def test_a_global_achievement_replaces_the_one_of_its_type() -> None:
    c = party()
    have = frozenset({"city-rule:economic", "ancient-technology"})
    c = replace(c, record=replace(c.record, global_achievements=have))
    card = events.EVENTS[("city", 3)]
    patched = replace(
        card.options["A"].outcomes[0], effects=({"global_achievement": "city-rule:militaristic"},)
    )
    mine = {
        ("city", 3): replace(card, options={"A": replace(card.options["A"], outcomes=(patched,))})
    }
    after, _ = events.resolve(top(c, "city", 3), "city", "A", cards=mine)
    assert after.record.global_achievements == {"city-rule:militaristic", "ancient-technology"}


# --- 2.1 new characters ---------------------------------------------------------------


@rules("GH-NEWCHAR-01")
def test_a_new_character_is_an_unlocked_class_not_in_the_party() -> None:
    c = party()
    with pytest.raises(CityError, match="already has a brute"):
        city.create_character(c, "brute", "Again")
    with pytest.raises(CityError, match="not unlocked"):
        city.create_character(c, "three-spears", "Q")
    with pytest.raises(CityError, match="a name"):
        city.create_character(c, "mindthief", " ")


@rules("GH-NEWCHAR-02", "GH-NEWCHAR-03", "GH-NEWCHAR-04", "GH-NEWCHAR-05", "GH-NEWCHAR-10")
def test_starting_level_gold_and_xp() -> None:
    c = party()
    with pytest.raises(CityError, match="Prosperity Level"):
        city.create_character(c, "mindthief", "Mo", level=2, cards=(159,), perks=(0,))
    rich = city.gain_prosperity(c, 9)  # Prosperity 3
    made = city.create_character(rich, "mindthief", "Mo", level=3, cards=(159, 161), perks=(0, 1))
    mo = made.sheet("mindthief")
    assert (mo.name, mo.level, mo.gold, mo.xp) == ("Mo", 3, 60, 95)
    assert mo.cards == (159, 161) and mo.perks == (0, 1)
    with pytest.raises(CityError, match="chooses 2 cards"):
        city.create_character(rich, "mindthief", "Mo", level=3, cards=(159,), perks=(0, 1))


@rules("GH-NEWCHAR-06")
def test_a_perk_for_each_character_the_player_retired() -> None:
    c = party(retired=(city.Retired("Old", "cragheart", "Ann"),))
    with pytest.raises(CityError, match="1 for retirements"):
        city.create_character(c, "mindthief", "Mo", player="Ann")
    made = city.create_character(c, "mindthief", "Mo", player="Ann", perks=(4,))
    assert made.sheet("mindthief").perks == (4,)
    other = city.create_character(c, "mindthief", "Mo", player="Cy")  # not Cy's
    assert other.sheet("mindthief").perks == ()


@rules("GH-DX-01", "GH-LEVEL-05")
def test_dx01_new_character_after_two_retirements(tmp_path: Path) -> None:
    gone = (city.Retired("A", "cragheart", "Ann"), city.Retired("B", "scoundrel", "Ann"))
    c = city.gain_prosperity(party(retired=gone), 4)  # Prosperity Level 2
    one = city.create_character(c, "mindthief", "Mo", player="Ann", perks=(0, 1))
    mo = one.sheet("mindthief")
    assert (mo.gold, mo.xp, len(mo.perks), mo.cards) == (30, 0, 2, ())
    two = city.create_character(
        c, "mindthief", "Mo", player="Ann", level=2, perks=(0, 1, 4), cards=(159,)
    )
    mo2 = two.sheet("mindthief")
    assert (mo2.gold, mo2.xp, mo2.level, len(mo2.perks), mo2.cards) == (45, 45, 2, 3, (159,))
    with pytest.raises(CityError, match="a new character starts at level 1 to"):
        city.create_character(
            c, "mindthief", "Mo", player="Ann", level=3, perks=(0, 1, 4, 5), cards=(159, 161)
        )
    path = tmp_path / "r.yaml"
    party_two = two.with_sheet(two.sheet("mindthief"))
    path.write_text(yaml.safe_dump(campaign_data(party_two.record)), encoding="utf-8")
    game = load_game("gloomhaven", party="brute,mindthief", campaign=str(path))
    s = game.new_initial_state(seed=1)
    assert s.view(1)["characters"][1]["max_hp"] == 7  # level 2 Mindthief (level 1: 6)


@rules("GH-NEWCHAR-07", "GH-RETIRE-10", "GH-GLOSS-64")
def test_two_quests_drawn_one_kept_the_other_back_in_the_deck() -> None:
    c = city.new_campaign("Q", seed=3)
    offer = city.quest_offer(c)
    assert len(offer) == 2
    made = city.create_character(c, "brute", "Grom", quest_pick=1)
    assert made.sheet("brute").quest == offer[1]
    assert offer[0] in made.quest_deck and offer[1] not in made.quest_deck
    empty = replace(c, quest_deck=())
    assert city.create_character(empty, "brute", "Grom").sheet("brute").quest == 0


# --- 2.2 level-ups and Perks ------------------------------------------------------------


@rules("GH-LEVEL-01", "GH-LEVEL-02")
def test_level_up_on_xp_or_up_to_the_prosperity_level() -> None:
    c = party()
    grom = c.sheet("brute")
    assert "needs 45" in city.can_level_up(c, grom)
    assert not city.must_level_up(grom)
    ready = c.with_sheet(replace(grom, xp=45))
    grom45 = ready.sheet("brute")
    assert city.must_level_up(grom45) and city.can_level_up(ready, grom45) == ""
    prosperous = city.gain_prosperity(c, 4)  # Prosperity 2: level 2 without the XP
    assert city.can_level_up(prosperous, grom) == ""
    up = city.level_up(prosperous, "brute", card=14, perk=0)
    assert up.sheet("brute").xp == 45  # the level's minimum
    assert "needs 95" in city.can_level_up(up, up.sheet("brute"))


@rules("GH-LEVEL-03")
def test_a_level_up_card_of_level_at_most_the_new_one() -> None:
    c = party()
    c = c.with_sheet(replace(c.sheet("brute"), xp=45))
    with pytest.raises(CityError, match="card 16 is not a level 2-2 card of Brute"):
        city.level_up(c, "brute", card=16, perk=0)  # Hook and Chain is level 3
    with pytest.raises(CityError, match="card 1 is not a level 2-2 card of Brute"):
        city.level_up(c, "brute", card=1, perk=0)  # already in the pool
    up = city.level_up(c, "brute", card=14, perk=0)
    assert up.sheet("brute").cards == (14,)


def test_the_tinkerer_levels_up_with_one_of_its_two_level_2_cards() -> None:
    c = party()
    c = c.with_sheet(replace(c.sheet("tinkerer"), xp=45))
    assert city.card_choices(city.load_class("tinkerer"), c.sheet("tinkerer"), 2) == [45, 46]
    up = city.level_up(c, "tinkerer", card=46, perk=0)
    assert up.sheet("tinkerer").level == 2 and up.sheet("tinkerer").cards == (46,)


@rules("GH-LEVEL-03", "GH-LEVEL-05", "GH-NEWCHAR-09")
def test_the_scenario_plays_the_sheet_level_hp_and_pool(tmp_path: Path) -> None:
    c = party()
    c = city.level_up(c.with_sheet(replace(c.sheet("brute"), xp=45)), "brute", card=14, perk=0)
    s = start(tmp_path, c)
    brute = s.view(0)["characters"][0]
    assert (brute["level"], brute["max_hp"]) == (2, 12)
    labels = [s.action_to_string(a) for a in s.decision().options]
    assert any("Fatal Advance" in label for label in labels)  # the level-2 card to choose
    assert s.view(1)["characters"][1]["level"] == 1


@rules("GH-LEVEL-04")
def test_perks_edit_the_modifier_deck(tmp_path: Path) -> None:
    c = party()
    c = c.with_sheet(replace(c.sheet("brute"), checkmarks=6))  # two Perks owed
    c = city.take_perk(c, "brute", 0)  # remove two -1 cards
    c = city.take_perk(c, "brute", 3)  # add one +3 card
    with pytest.raises(CityError, match="no Perk"):
        city.take_perk(c, "brute", 2)
    s = start(tmp_path, c)
    assert s.view(0)["characters"][0]["modifier_deck"]["left"] == 20 - 2 + 1
    assert s.view(0)["characters"][1]["modifier_deck"]["left"] == 20
    more = c.with_sheet(replace(c.sheet("brute"), checkmarks=18))
    with pytest.raises(CityError, match="every time"):
        city.take_perk(more, "brute", 3)  # "Add one +3 card" has one box


# --- 2.3 enhancements -----------------------------------------------------------------


def enhancer(c: city.Campaign) -> city.Campaign:
    ach = c.record.global_achievements | {city.ENHANCEMENT_ACHIEVEMENT}
    return replace(c, record=replace(c.record, global_achievements=ach))


@rules("GH-ENH-01", "GH-ENH-02", "GH-ENH-03", "GH-GLOSS-62")
def test_an_enhancement_needs_the_achievement_and_changes_the_card(tmp_path: Path) -> None:
    sticker = Enhancement("brute", 1, "top", 0, "+1")  # Trample: Attack 3
    c = with_gold(party(), "brute", 200)
    with pytest.raises(CityError, match="Power of Enhancement"):
        city.enhance(c, "brute", sticker)
    c = city.enhance(enhancer(c), "brute", sticker)
    assert c.sheet("brute").gold == 200 - 50
    path = tmp_path / "r.yaml"
    path.write_text(yaml.safe_dump(campaign_data(c.record)), encoding="utf-8")
    game = load_game("gloomhaven", party="brute,tinkerer", campaign=str(path))
    assert game.classes[0].card_named("Trample").top.actions[0].value == 4
    plain = load_game("gloomhaven", party="brute,tinkerer")
    assert plain.classes[0].card_named("Trample").top.actions[0].value == 3
    with pytest.raises(CityError, match="already has an enhancement"):
        city.enhance(c, "brute", sticker)


@rules("GH-ENH-05")
def test_a_bless_sticker_on_a_heal_blesses_the_healed_ally(tmp_path: Path) -> None:
    from gh_helpers import arena_file, pick, pick_figure, place, turn

    c = enhancer(with_gold(party(), "tinkerer", 200))
    with pytest.raises(CityError, match="goes on a heal"):
        city.enhance(c, "tinkerer", Enhancement("tinkerer", 31, "top", 0, "bless"))
    c = city.enhance(c, "tinkerer", Enhancement("tinkerer", 31, "bottom", 0, "bless"))
    assert c.sheet("tinkerer").gold == 200 - 50
    path = tmp_path / "r.yaml"
    record = replace(c.record, unlocked=frozenset({99}))
    path.write_text(yaml.safe_dump(campaign_data(record)), encoding="utf-8")
    game = load_game(
        "gloomhaven",
        party="tinkerer,brute",
        hands="first",
        scenario_file=str(arena_file(tmp_path)),
        campaign=str(path),
    )
    s = game.new_initial_state(0)
    while s.decision().kind == "start-hex":
        s.apply_action(s.decision().options[0])
    ally = place(s, 1, (5, 2))
    set_hp(s, ally, 5)
    place(s, 0, (2, 2))
    turn(s, 0, "Harmless Contraption", "Stun Shot")
    pick(s, "Harmless Contraption: bottom")
    pick_figure(s, ally)
    brute = s.view(1)["characters"][1]
    assert ally.hp == 7 and brute["modifier_deck"]["left"] == 21  # a Bless card added


@rules("GH-ENH-04")
def test_enhanced_cards_at_most_the_prosperity_level() -> None:
    c = enhancer(with_gold(party(), "brute", 500))
    c = city.enhance(c, "brute", Enhancement("brute", 1, "top", 0, "+1"))
    c = city.enhance(c, "brute", Enhancement("brute", 1, "bottom", 0, "+1"))  # same card
    with pytest.raises(CityError, match="enhanced cards, the Prosperity Level"):
        city.enhance(c, "brute", Enhancement("brute", 2, "top", 0, "+1"))


def test_enhancement_costs() -> None:
    c = party()
    trample_top = Enhancement("brute", 1, "top", 0, "+1")
    assert city.enhancement_cost(c, trample_top) == 50  # attack +1
    assert city.enhancement_cost(c, Enhancement("brute", 1, "bottom", 0, "+1")) == 30  # move
    assert city.enhancement_cost(c, Enhancement("brute", 1, "top", 0, "poison")) == 75
    fatal = Enhancement("brute", 14, "bottom", 0, "+1")  # level 2: +25
    assert city.enhancement_cost(c, fatal) == 30 + 25
    c2 = replace(c, record=replace(c.record, enhancements=(trample_top,)))
    assert city.enhancement_cost(c2, Enhancement("brute", 1, "bottom", 0, "+1")) == 30 + 75


# --- 2.4 the Sanctuary, 2.5 the shop ----------------------------------------------------


@rules("GH-SANCT-01", "GH-SANCT-02")
def test_donations_follow_a_campaign_scenario() -> None:
    c = party(last_mode="casual")
    with pytest.raises(CityError, match="Campaign Mode"):
        city.sanctuary(c, "brute")
    c = city.sanctuary(replace(c, last_mode="campaign"), "brute")
    assert c.sheet("brute").blessings == 2 and c.record.sanctuary_donations == 1


@rules("GH-SHOP-01", "GH-SHOP-02", "GH-SHOP-03", "GH-SHOP-04", "GH-SHOP-06")
def test_the_shop() -> None:
    c = party()
    c = city.buy(c, "brute", 3)  # Hide Armor, 10 gold
    assert c.sheet("brute").gold == 20 and c.sheet("tinkerer").gold == 30  # own gold only
    with pytest.raises(CityError, match="already owns"):
        city.buy(c, "brute", 3)
    c = city.buy(c, "tinkerer", 3)
    c = with_gold(c, "tinkerer", 30)
    with pytest.raises(CityError, match="is not in the City Supply"):  # 2 copies, both sold
        city.buy(city.create_character(c, "mindthief", "Mo"), "mindthief", 3)
    c = city.sell(c, "brute", 3)
    assert c.sheet("brute").gold == 20 + 5 and c.record.supply()[3] == 1
    assert city.price(20, 0) == 20 and city.price(20, 3) == 19 and city.price(20, -20) == 25
    poor = with_gold(party(reputation=-7), "brute", 21)
    with pytest.raises(CityError, match="costs 22"):
        city.buy(poor, "brute", 1)


# --- 2.6 retirement --------------------------------------------------------------------


@rules(
    "GH-RETIRE-01",
    "GH-RETIRE-02",
    "GH-RETIRE-03",
    "GH-RETIRE-05",
    "GH-RETIRE-07",
    "GH-RETIRE-08",
    "GH-RETIRE-09",
)
def test_retirement_through_the_personal_quest() -> None:
    c = party()
    gold_quest = next(q for q in city.QUESTS if q.requirements[0].counts == "gold")
    grom = replace(c.sheet("brute"), quest=gold_quest.number, quest_progress=(0,), items=(3,))
    c = c.with_sheet(grom)
    with pytest.raises(CityError, match="Personal Quest is not complete"):
        city.retire(c, "brute")
    rich = c.with_sheet(replace(grom, gold=200))
    supply = rich.record.supply()[3]
    after = city.retire(rich, "brute")
    assert after.record.sheet("brute") is None
    assert after.retired[0].name == "Grom" and after.retired[0].player == "Ann"
    assert after.record.supply()[3] == supply + 1  # its Items
    assert after.record.prosperity_checkmarks == 1
    assert city.TOWN_RECORDS in after.record.global_achievements
    assert gold_quest.unlocks in after.opened_envelopes
    # the envelope is open: a second retirement with it gets random rewards instead
    again = city.create_character(after, "brute", "Grom II", player="Ann", perks=(0,))
    again = again.with_sheet(replace(again.sheet("brute"), quest=gold_quest.number, gold=200))
    again = replace(
        again,
        record=replace(again.record, random_item_designs=(44,), random_side_scenarios=(60,)),
    )
    later = city.retire(again, "brute")
    assert 60 in later.record.unlocked and later.record.supply()[44] == 2
    no_quest = c.with_sheet(replace(grom, quest=0))
    with pytest.raises(CityError, match="has no Personal Quest and cannot retire"):
        city.retire(no_quest, "brute")


# --- section 3: events -----------------------------------------------------------------


def top(c: city.Campaign, deck: str, number: int) -> city.Campaign:
    return c.with_deck(deck, (number, *[n for n in c.deck(deck) if n != number]))


@rules("GH-EVENT-03", "GH-EVENT-07", "GH-EVENT-11", "GH-EVENT-16", "GH-GLOSS-40")
def test_an_event_applies_its_option_to_each_character() -> None:
    c = top(party(), "road", 4)
    c2, said = events.resolve(c, "road", "B")  # raid the caravan: 10 gold each, -2
    assert [s.gold for s in c2.record.characters] == [40, 40] and c2.reputation == -2
    assert 4 not in c2.road_deck  # removed from the game
    c3, _ = events.resolve(top(party(), "road", 1), "road", "B")  # 3 damage each
    assert [s.start_damage for s in c3.record.characters] == [3, 3]
    assert c3.road_deck[-1] == 1  # back at the bottom
    assert said[0] == "Road Event 4, option B: Raid the caravan."


@rules("GH-EVENT-04", "GH-EVENT-05", "GH-EVENT-06")
def test_outcome_conditions() -> None:
    low = top(party(reputation=-5), "city", 10)
    c, _ = events.resolve(low, "city", "A")  # Reputation not above -5: otherwise, +5 gold
    assert c.sheet("brute").gold == 35 and c.city_deck[-1] == 10
    high = top(party(reputation=0), "city", 10)
    c, _ = events.resolve(high, "city", "A")  # above -5: lose 5 gold, the card leaves
    assert c.sheet("brute").gold == 25 and 10 not in c.city_deck
    c, _ = events.resolve(top(party(reputation=-5), "city", 5), "city", "B")
    assert c.sheet("brute").gold == 40  # 5, and 5 more below -4
    assert events._holds(party(), {"class": ["brute"]})
    assert not events._holds(party(), {"class": ["scoundrel"]})


@rules("GH-EVENT-08", "GH-EVENT-09", "GH-EVENT-10")
def test_items_designs_and_collective_payments() -> None:
    c = top(with_gold(party(), "brute", 8), "city", 3)
    c2, said = events.resolve(c, "city", "A", receiver="tinkerer")  # pay 10, item 125
    assert c2.sheet("brute").gold + c2.sheet("tinkerer").gold == 8 + 30 - 10
    assert c2.sheet("tinkerer").items == (125,) and c2.sheet("brute").items == ()
    assert "ancient-technology" in c2.record.global_achievements
    broke = top(with_gold(with_gold(party(), "brute", 4), "tinkerer", 5), "city", 3)
    c3, said = events.resolve(broke, "city", "A")
    assert "cannot pay" in " ".join(said) and c3.city_deck[-1] == 3  # otherwise: return
    design = replace(party(), record=replace(party().record, random_item_designs=(20,)))
    c4, _ = events.resolve(top(design, "city", 6), "city", "B")
    assert c4.record.supply()[20] == 2


@rules("GH-EVENT-12", "GH-EVENT-13", "GH-EVENT-15")
def test_losses_stop_at_their_floors() -> None:
    c = with_gold(party(), "brute", 3, checkmarks=4)
    c = city.take_perk(c, "brute", 0)  # 3 of the checkmarks are a Perk now
    c, _ = events.resolve(top(c, "road", 8), "road", "A")  # lose 5 gold
    assert c.sheet("brute").gold == 0
    c, _ = events.resolve(top(c, "road", 6), "road", "A")  # lose a checkmark
    c, _ = events.resolve(top(c, "road", 6), "road", "A")
    assert c.sheet("brute").checkmarks == 3  # not below the Perk's three
    p = city.gain_prosperity(party(), 5)  # level 2 (4 checkmarks) + 1
    p = city.gain_prosperity(p, -3)
    assert p.record.prosperity_checkmarks == 4


@rules("GH-EVENT-01")
def test_one_city_event_per_visit_after_a_campaign_scenario() -> None:
    c = party(last_mode="casual")
    assert "Campaign Mode" in events.may_draw_city(c)
    c = replace(c, last_mode="campaign")
    assert events.may_draw_city(c) == ""
    c, _ = events.resolve(c, "city", "B")
    assert "already" in events.may_draw_city(c)


@rules("GH-EVENT-14")
def test_road_event_marks_reach_the_next_scenario(tmp_path: Path) -> None:
    c, _ = events.resolve(top(party(), "road", 1), "road", "A")  # start poisoned
    c, _ = events.resolve(top(c, "road", 8), "road", "B")  # 3 damage
    s = start(tmp_path, c)
    brute = s.view(0)["characters"][0]
    assert brute["conditions"] == ["poison"] and brute["hp"] == brute["max_hp"] - 3


OWN = """
events:
  - deck: road
    number: 90
    A:
      says: "Help the stranded cart."
      outcomes:
        - {effects: {gold: 3}, card: remove}
    B:
      says: "Walk past."
      outcomes:
        - {effects: {}, card: return}
"""


def test_a_party_adds_its_own_event_cards() -> None:
    c = city.new_campaign("Own", seed=2, own_events=OWN)
    assert 90 in c.road_deck and 90 not in city.new_campaign("Plain", seed=2).road_deck
    assert 90 not in c.city_deck
    c = city.create_character(c, "brute", "Grom")
    c, said = events.resolve(top(c, "road", 90), "road", "A")
    assert c.sheet("brute").gold == 33 and 90 not in c.road_deck
    assert "Help the stranded cart." in said[0]


@rules("GH-EVENT-11")
def test_xp_from_an_event_goes_to_each_character() -> None:
    c, _ = events.resolve(top(party(), "city", 1), "city", "A", pick=1)  # +10 XP, -1 Rep.
    assert [s.xp for s in c.record.characters] == [10, 10] and c.reputation == -1
    assert [s.gold for s in c.record.characters] == [30, 30]


def test_quest_progress_after_a_scenario() -> None:
    c = party()
    kinds = {q.requirements[0].counts: q.number for q in city.QUESTS}
    c = c.with_sheet(replace(c.sheet("brute"), quest=kinds["side-scenarios"], quest_progress=(0,)))
    c = c.with_sheet(replace(c.sheet("tinkerer"), quest=kinds["scenarios"], quest_progress=(0,)))
    after = replace(c.record, location=52, completed=c.record.completed | {52})
    done = city.after_scenario(c, c.record, after, won=True)
    assert done.sheet("brute").quest_progress == (1,)
    assert done.sheet("tinkerer").quest_progress == (1,)
    lost = city.after_scenario(c, c.record, after, won=False)
    assert lost.sheet("tinkerer").quest_progress == (0,)


def test_an_imported_sheet_gets_the_level_its_xp_reaches() -> None:
    from rulebound.games.gloomhaven.campaign import parse_campaign
    from rulebound.games.gloomhaven.campaign_store import import_record

    record = parse_campaign({"characters": [{"class": "brute", "xp": 100}]}, "x")
    sheet = import_record(record, "Imported", seed=1).sheet("brute")
    assert (sheet.level, sheet.name) == (3, "Brute")
    assert city.level_for_xp(44) == 1 and city.level_for_xp(500) == 9


@rules("GH-EVENT-10", "GH-EVENT-12")
def test_collective_gold_is_split_and_collective_losses_stop_at_zero() -> None:
    c, _ = events.resolve(top(party(), "road", 17), "road", "A")  # the party gains 5
    assert [s.gold for s in c.record.characters] == [33, 32]
    poor = with_gold(with_gold(party(), "brute", 3), "tinkerer", 1)
    c, _ = events.resolve(top(poor, "city", 19), "city", "B")  # the party loses 5
    assert [s.gold for s in c.record.characters] == [0, 0]


@rules("GH-EVENT-04", "GH-EVENT-06")
def test_a_class_condition_from_the_event_data() -> None:
    c, _ = events.resolve(top(party(), "road", 11), "road", "B")  # no Cragheart: 4 damage
    assert [s.start_damage for s in c.record.characters] == [4, 4] and c.road_deck[-1] == 11


@rules("GH-LOOT-08", "GH-RETIRE-05")
def test_a_new_campaign_holds_the_25_random_item_designs_and_a_draw_stocks_a_pair() -> None:
    c = city.new_campaign("Designs", seed=5)
    assert c.record.random_item_designs == tuple(range(71, 96))
    before = c.record.supply()
    drawn = city.random_item_design(c)
    (item,) = set(c.record.random_item_designs) - set(drawn.record.random_item_designs)
    assert 71 <= item <= 95 and len(drawn.record.random_item_designs) == 24
    assert drawn.record.supply() == {**before, item: 2}  # both copies (GH-LOOT-08)
