"""The :class:`GloomhavenGame`: a scenario, its party, its level, and the registry entry."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import flow  # noqa: F401  (registers the steps)
from rulebound.games.gloomhaven.battle_goals import GoalDeck, load_goals
from rulebound.games.gloomhaven.campaign import (
    MODES,
    CampaignRecord,
    load_campaign,
    may_play,
    road_event_due,
)
from rulebound.games.gloomhaven.classes import CharacterClass, load_class
from rulebound.games.gloomhaven.items import parse_loadouts
from rulebound.games.gloomhaven.levels import DIFFICULTY, recommended_level, scenario_values
from rulebound.games.gloomhaven.monsters import Bestiary, load_monsters
from rulebound.games.gloomhaven.rounds import start_scenario
from rulebound.games.gloomhaven.scenario import Scenario, load_scenario
from rulebound.games.gloomhaven.sheet_play import enhanced, level_of
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import DataError, ParameterError
from rulebound.kernel.game import Game, GameInfo, register
from rulebound.kernel.hexgrid import Hex


@register
class GloomhavenGame(Game):
    """Gloomhaven, one scenario, 2-4 characters (one seat each), the monsters run by
    the rules.

    Parameters:

    * ``scenario``: the scenario number (1, Black Barrow, is shipped);
    * ``party``: the characters' classes, comma-separated (``brute,mindthief``);
    * ``character_level``: every character's level (1-9);
    * ``level``: the scenario level 0-7, or -1 for the recommended level
      (GH-SETUP-07) adjusted by ``difficulty`` (GH-SETUP-08);
    * ``open_information``: +1 monster level and Trap damage (GH-SETUP-09);
    * ``hands``: ``choose`` (each player builds the hand, GH-SETUP-27) or ``first``
      (the first cards of the pool in data order, for quick games and tests);
    * ``scenario_file``: a scenario YAML file of our format to play instead of a
      shipped one (the format of ``data/scenario-001.yaml``);
    * ``items``: each character's items by number, seats separated by ``;``
      (``"1,12;5"``), within the equipment limits (GH-SETUP-21 to -24); ``starter``
      for a seat, or alone for every seat, is its class's starter kit
      (``data/starter_kits.yaml``: 30 gold of armour and a potion);
    * ``mode``: ``casual`` or ``campaign`` (GH-SETUP-01);
    * ``campaign``: a campaign record file (``data/campaigns/README.md``): the
      scenario must be unlocked in it (and, in Campaign Mode, not completed and its
      requirements met, GH-SETUP-02, -03); equipped items must be owned; the record
      after the scenario is the final state's ``campaign_after``. Campaign Mode needs
      one. Empty: a stand-alone scenario, as if unlocked;
    * ``battle_goals``: a battle goal file (``data/battle_goals/README.md``) with at
      least two goals per character: each player is dealt two and keeps one in secret
      (GH-SETUP-20); empty: no battle goals.
    """

    info = GameInfo(
        id="gloomhaven",
        version=2,  # 2: a plan is three decisions (a card, a second, the leading one)
        name="Gloomhaven",
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility="identical",
        max_game_length=60_000,
        parameters={
            "scenario": 1,
            "party": "brute,mindthief",
            "character_level": 1,
            "level": -1,
            "difficulty": "normal",
            "open_information": False,
            "hands": "choose",
            "scenario_file": "",
            "items": "",
            "battle_goals": "",
            "mode": "casual",
            "campaign": "",
        },
        choices={
            "difficulty": tuple(DIFFICULTY),
            "hands": ("choose", "first"),
            "mode": MODES,
        },
        parameter_help={
            "scenario": "the scenario number, 1 to 9",
            "party": "2 to 4 classes, comma-separated: brute, cragheart, mindthief, "
            "scoundrel, spellweaver, tinkerer",
            "character_level": "every character's level, 1 to 9",
            "level": "the scenario level 0 to 7; -1: the recommended level for the party",
            "difficulty": "adjusts the recommended level",
            "open_information": "play with open information: +1 monster level and trap damage",
            "hands": "choose: each player picks the hand; first: the first cards, quickly",
            "scenario_file": "a scenario file of our format to play instead",
            "items": "each character's items by number, seats separated by ';', or starter",
            "battle_goals": "a battle goal file: each player keeps one goal of two",
            "mode": "casual, or campaign (needs a campaign record)",
            "campaign": "a campaign record file the scenario is played in",
        },
        description="Cooperative scenario play: scenarios 1 to 9 with the six starting classes.",
    )

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        party = self.list_param("party", what="classes")
        if not 2 <= len(party) <= 4:
            raise ParameterError(
                f"gloomhaven: party needs 2 to 4 classes, comma-separated, got {len(party)}"
            )
        try:
            self.classes: tuple[CharacterClass, ...] = tuple(load_class(c) for c in party)
        except DataError as err:
            raise ParameterError(f"gloomhaven: party: {err}") from None
        if len({c.id for c in self.classes}) != len(self.classes):
            raise ParameterError("gloomhaven: a party has at most one character of each class")
        level = int(self.params["character_level"])
        if not 1 <= level <= 9:
            raise ParameterError(f"gloomhaven: character_level is 1-9, got {level}")
        self.character_level = level
        try:
            path = str(self.params["scenario_file"])
            number = int(self.params["scenario"])
            self.scenario: Scenario = load_scenario(number, Path(path) if path else None)
        except DataError as err:
            raise ParameterError(f"gloomhaven: {err}") from None
        self.bestiary: Bestiary = load_monsters()
        self._ranks_checked: tuple[Scenario, Bestiary] | None = None
        self.locked_doors = frozenset(d.hex for d in self.scenario.doors if d.state == "locked")
        board = self.scenario.hexmap()
        self.hex_list: tuple[Hex, ...] = tuple(sorted(board.hexes))
        self.hex_index: dict[Hex, int] = {h: i for i, h in enumerate(self.hex_list)}
        self.loadouts = parse_loadouts(
            str(self.params["items"]), [c.id for c in self.classes], level
        )
        self.goal_deck = self._goal_deck(str(self.params["battle_goals"]), len(party))
        self.mode = str(self.params["mode"])
        self.campaign = self._campaign(str(self.params["campaign"]))
        if self.campaign is not None:  # its levels, cards, Perks and enhancements
            self.classes = tuple(enhanced(c, self.campaign.enhancements) for c in self.classes)
        levels = [
            level_of(self.campaign.sheet(c.id) if self.campaign else None, level)
            for c in self.classes
        ]
        chosen = int(self.params["level"])
        if chosen == -1:
            chosen = recommended_level(levels, str(self.params["difficulty"]))
        if not 0 <= chosen <= 7:
            raise ParameterError(f"gloomhaven: level is 0-7 or -1, got {chosen}")
        self.values = scenario_values(chosen, solo=bool(self.params["open_information"]))
        self.road_event = self.campaign is not None and road_event_due(
            self.campaign, self.scenario.number, self.scenario.links, self.mode
        )
        self.player_names = tuple(f"P{i + 1} {c.name}" for i, c in enumerate(self.classes))

    @staticmethod
    def _goal_deck(path: str, characters: int) -> GoalDeck | None:
        if not path:
            return None
        try:
            deck = load_goals(Path(path))
        except DataError as err:
            raise ParameterError(f"gloomhaven: battle_goals: {err}") from None
        if not 2 * characters <= len(deck.goals) <= enc.PLAN - enc.CHOICE:
            raise ParameterError(
                f"gloomhaven: battle_goals: {path} has {len(deck.goals)} goals; "
                f"{characters} characters need at least {2 * characters} (two each)"
            )
        return deck

    def _campaign(self, path: str) -> CampaignRecord | None:
        """The campaign record, checked against this scenario and party."""
        if not path:
            if self.mode == "campaign":
                raise ParameterError(
                    "gloomhaven: Campaign Mode needs a campaign record: --param campaign=FILE"
                )
            return None
        try:
            record = load_campaign(Path(path))
        except DataError as err:
            raise ParameterError(f"gloomhaven: campaign: {err}") from None
        scenario = self.scenario
        why = may_play(
            record,
            scenario.number,
            self.mode,
            scenario.requires_global,
            scenario.requires_party,
            scenario.requires_no_global,
        )
        if why:
            raise ParameterError(f"gloomhaven: campaign: {path}: {why}")
        for cls, loadout in zip(self.classes, self.loadouts, strict=True):
            sheet = record.sheet(cls.id)
            if sheet is None:
                raise ParameterError(
                    f"gloomhaven: campaign: {path} has no character sheet for {cls.id}"
                )
            owned = list(sheet.items)
            for item in loadout:
                if item not in owned:  # GH-SETUP-21: only owned items are equipped
                    raise ParameterError(
                        f"gloomhaven: items: {cls.id} does not own item {item} in {path}"
                    )
                owned.remove(item)
        return record

    @property
    def num_players(self) -> int:
        return len(self.classes)

    def seat_name(self, seat: int) -> str:
        """The character class a seat plays ("Brute")."""
        if 0 <= seat < len(self.classes):
            return self.classes[seat].name
        return super().seat_name(seat)

    def check_monster_ranks(self) -> None:
        """Every monster the scenario places has a rank its monster data allows
        (:meth:`Scenario.check_ranks`): checked as a game starts, once for a scenario
        and monster data (a game object starts many games)."""
        pair = (self.scenario, self.bestiary)
        checked = self._ranks_checked
        if checked is not None and checked[0] is pair[0] and checked[1] is pair[1]:
            return
        self.scenario.check_ranks({k: m.ranks for k, m in self.bestiary.monsters.items()})
        self._ranks_checked = pair

    def new_initial_state(self, seed: int = 0) -> GloomhavenState:
        state = GloomhavenState(self, seed)
        start_scenario(state)
        state.decision()
        return state

    def num_distinct_actions(self) -> int:
        return enc.NUM_ACTIONS

    def greedy_policy(self) -> Callable[[Mapping[str, Any], list[int]], int] | None:
        from rulebound.games.gloomhaven.heuristic import heuristic_policy

        return heuristic_policy

    def position_evaluation(self) -> tuple[Callable[[Any, int], float], float] | None:
        from rulebound.games.gloomhaven.planner import evaluate

        return (lambda state, seat: evaluate(state)), 30.0  # cooperative: one score

    def planner_policy(self) -> Callable[..., int] | None:
        from rulebound.games.gloomhaven.planner import planner_choose

        return planner_choose
