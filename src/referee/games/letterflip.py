"""Letterflip rules: cards, guesses and their truthful answers, turn order, and game-log replay.

Reading of the record (interface section 9): `cards: {Ann: [...]}` lists the words ANN is trying
to identify (physically the card in her opponent's Letterflipper), so Ann's letter guesses are
answered from `cards[Ann]`, by her opponent. Rulings where the rulebook is silent follow section
10 and docs/letterflip.md: all letters are known once the counts answered for the word add up to
its length; a correct letter, word or position guess keeps the turn, a wrong one passes it; the
player of the first recorded turn started; after a false answer the replay follows what was said
at the table (the players acted on it), and the false answer is the ruling against the record.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING, Any

from referee.dictionary import fold, is_plain
from referee.games import RECORD_LABELS, Adjudication, Game

if TYPE_CHECKING:
    from referee.dictionary import Lexicon
    from referee.records import Node

WORD_LENGTHS = (3, 4, 5, 6)
"""A card holds a three-, four-, five- and six-letter word, identified in that order."""

STANDARD_RANK = 400
"""`roll letterflip --side standard` draws among the 400 commonest words of each length."""
ADVANCED_RANK = 2000
"""`--side advanced` draws among the next commonest words, up to rank 2,000 of each length..."""
ADVANCED_SHARE = 0.6
"""...but never from the rarest 40% of a length's words (short lengths run out of real words)."""


class Side(str, Enum):
    """Which side of the Letterflip card: gold (standard) or blue (advanced)."""

    STANDARD = "standard"
    ADVANCED = "advanced"


class GuessKind(str, Enum):
    """The three things a player may do on a turn (rulebook: A, B, C)."""

    LETTER = "letter"
    WORD = "word"
    POSITION = "position"


class Ruling(str, Enum):
    """What the referee says about one turn of a game log."""

    UPHELD = "upheld"
    FALSE_ANSWER = "false-answer"
    OUT_OF_TURN = "out-of-turn"
    POSITION_TOO_EARLY = "position-too-early"
    POSITION_OUT_OF_RANGE = "position-out-of-range"
    GAME_OVER = "game-over"


AGAINST_THE_RECORD = frozenset(Ruling) - {Ruling.UPHELD}


class GuessError(ValueError):
    """A guess, answer or knowledge item that cannot be read (commands turn it into exit 2)."""


@dataclass(frozen=True)
class LetterGuess:
    """A. Guess a letter: the answer is how many times it occurs in the word (0 eliminates it)."""

    letter: str

    @property
    def kind(self) -> GuessKind:
        return GuessKind.LETTER

    @property
    def text(self) -> str:
        return self.letter


@dataclass(frozen=True)
class WordGuess:
    """B. Guess a word: yes or no."""

    word: str

    @property
    def kind(self) -> GuessKind:
        return GuessKind.WORD

    @property
    def text(self) -> str:
        return self.word


@dataclass(frozen=True)
class PositionGuess:
    """C. Guess where a letter is (`at` counts from 1): yes or no; only once all letters are known."""

    letter: str
    at: int

    @property
    def kind(self) -> GuessKind:
        return GuessKind.POSITION

    @property
    def text(self) -> str:
        return f"{self.letter}@{self.at}"


Guess = LetterGuess | WordGuess | PositionGuess
Answer = int | bool
"""A letter guess is answered with a count, a word or position guess with yes (True) or no."""


def truthful_answer(word: str, guess: Guess) -> Answer:
    """What the holder of the card must say: the letter's count, or whether the guess is right."""
    secret = fold(word).upper()
    if isinstance(guess, LetterGuess):
        return secret.count(guess.letter)
    if isinstance(guess, WordGuess):
        return fold(guess.word).upper() == secret
    return 1 <= guess.at <= len(secret) and secret[guess.at - 1] == guess.letter


def is_correct(guess: Guess, answer: Answer) -> bool:
    """Whether an answer makes the guess correct, which keeps the turn (spec section 10)."""
    if isinstance(guess, LetterGuess):
        return not isinstance(answer, bool) and answer > 0
    return answer is True


def describe_answer(guess: Guess, answer: Answer | None) -> str:
    """`1`, `0`, `yes`, `no` or `-` (not recorded): how an answer is written at the table."""
    if answer is None:
        return "-"
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    return str(answer)


# --- what a player knows about the word in play ---------------------------------------------------
@dataclass(frozen=True)
class Knowledge:
    """What the answers so far say about the word in play: what a Letterflipper shows."""

    length: int
    counts: Mapping[str, int] = field(default_factory=dict, hash=False)
    """Every letter asked about, with the count answered (0: the letter is flipped down)."""
    at: Mapping[int, str] = field(default_factory=dict, hash=False)
    """Positions confirmed by a correct position guess (1-based)."""
    not_at: frozenset[tuple[int, str]] = frozenset()
    """(position, letter) pairs a wrong position guess ruled out."""
    wrong_words: frozenset[str] = frozenset()
    """Words guessed and answered no."""

    @property
    def found(self) -> dict[str, int]:
        """The letters in the word, with how many times each occurs."""
        return {letter: n for letter, n in sorted(self.counts.items()) if n > 0}

    @property
    def eliminated(self) -> frozenset[str]:
        """The letters answered 0 (flipped down)."""
        return frozenset(letter for letter, n in self.counts.items() if n == 0)

    @property
    def letters_known(self) -> int:
        """How many of the word's letters the answered counts account for."""
        return sum(self.counts.values())

    @property
    def all_letters_known(self) -> bool:
        """Spec section 10: the answered counts add up to the word's length."""
        return self.letters_known >= self.length

    def learn(self, guess: Guess, answer: Answer) -> Knowledge:
        """The knowledge after `guess` was answered `answer` (a correct word guess ends the word)."""
        if isinstance(guess, LetterGuess):
            count = 0 if isinstance(answer, bool) else answer
            return replace(self, counts={**self.counts, guess.letter: count})
        if isinstance(guess, PositionGuess):
            if answer is True:
                return replace(self, at={**self.at, guess.at: guess.letter})
            return replace(self, not_at=self.not_at | {(guess.at, guess.letter)})
        if answer is True:
            return self
        return replace(self, wrong_words=self.wrong_words | {fold(guess.word)})

    def legality(self, guess: Guess) -> Ruling:
        """Whether the rules allow this guess now: position guesses need every letter known first."""
        if isinstance(guess, PositionGuess):
            if not 1 <= guess.at <= self.length:
                return Ruling.POSITION_OUT_OF_RANGE
            if not self.all_letters_known:
                return Ruling.POSITION_TOO_EARLY
        return Ruling.UPHELD

    def fits(self, word: str) -> bool:
        """Whether a candidate word agrees with every answer so far."""
        upper = word.upper()
        if len(upper) != self.length or word.lower() in self.wrong_words:
            return False
        if any(upper.count(letter) != n for letter, n in self.counts.items()):
            return False
        if any(upper[at - 1] != letter for at, letter in self.at.items() if at <= self.length):
            return False
        return not any(at <= self.length and upper[at - 1] == letter for at, letter in self.not_at)

    def as_dict(self) -> dict[str, Any]:
        """The knowledge as plain data (JSON output)."""
        return {"length": self.length, "found": self.found, "eliminated": sorted(self.eliminated),
                "at": {str(k): v for k, v in sorted(self.at.items())},
                "not_at": [f"{letter}@{at}" for at, letter in sorted(self.not_at)],
                "wrong_words": sorted(self.wrong_words), "all_letters_known": self.all_letters_known}


# --- reading guesses from text (shared by the commands and letterflip_knowledge; no click here) --
def parse_guess(text: str) -> Guess:
    """`A` a letter, `W@1` a letter at a position (from 1), anything else of letters a word."""
    value = text.strip()
    if "@" in value:
        letter, _, at = value.partition("@")
        letter = letter.strip()
        at = at.strip()
        if len(letter) != 1 or not is_plain(letter.lower()) or not (at.isascii() and at.isdigit()):
            raise GuessError(f"expected a position guess like W@1 (letter @ position), got {text!r}")
        if int(at) < 1:
            raise GuessError(f"positions count from 1 (the first letter), got {text!r}")
        return PositionGuess(letter.upper(), int(at))
    folded = fold(value)
    if not is_plain(folded):
        raise GuessError(f"expected a letter (A), a word (wagon) or a letter at a position (W@1), "
                         f"got {text!r}")
    if len(folded) == 1:
        return LetterGuess(folded.upper())
    return WordGuess(folded)


_YES = {"yes": True, "y": True, "true": True, "no": False, "n": False, "false": False}


def parse_answer(guess: Guess, text: str) -> Answer:
    """An answer as typed: a count for a letter guess, yes/no for a word or position guess."""
    value = text.strip().lower()
    if isinstance(guess, LetterGuess):
        if value.isascii() and value.isdigit() and int(value) <= max(WORD_LENGTHS):
            return int(value)
        if value in ("no", "n"):
            return 0
        raise GuessError(f"{guess.text}: expected how many times the letter occurs (0-6), got {text!r}")
    if value in _YES:
        return _YES[value]
    raise GuessError(f"{guess.text}: expected yes or no, got {text!r}")


# --- cards ---------------------------------------------------------------------------------------
def card_problems(words: Sequence[str]) -> list[str]:
    """Why these words are not a Letterflip card (empty when they are): four words, 3-6 letters."""
    if len(words) != len(WORD_LENGTHS):
        return [f"a card has four words (3, 4, 5 and 6 letters), got {len(words)}"]
    problems = []
    for number, (word, length) in enumerate(zip(words, WORD_LENGTHS, strict=True), start=1):
        folded = fold(word)
        if not is_plain(folded):
            problems.append(f"word {number} {word!r} is not plain letters A-Z")
        elif len(folded) != length:
            problems.append(f"word {number} must have {length} letters, {word!r} has {len(folded)}")
    return problems


@dataclass(frozen=True)
class Card:
    """The four words a player is trying to identify, shortest first."""

    words: tuple[str, ...]

    @classmethod
    def of(cls, words: Iterable[str]) -> Card:
        """A card from its words; GuessError when they are not four words of 3, 4, 5, 6 letters."""
        listed = [w.strip() for w in words]
        problems = card_problems(listed)
        if problems:
            raise GuessError("; ".join(problems))
        return cls(tuple(fold(w) for w in listed))


def card_pools(lexicon: Lexicon, side: Side, lengths: Iterable[int] = WORD_LENGTHS) -> dict[int, list[str]]:
    """The words a card of this side may hold, per length, alphabetically (for fair, seeded draws).

    Ranked by the lexicon's word frequency (`lexicon.count`, as the index holds it), commonest
    first; proper nouns and abbreviations are never in the pool, even when a house rule allows them.
    """
    wanted = set(lengths)
    index = lexicon.index
    proper, abbreviations = lexicon.proper, lexicon.abbreviations
    by_length: dict[int, list[tuple[int, str]]] = {length: [] for length in wanted}
    for word, frequency in zip(index.words, index.frequencies, strict=True):
        if len(word) in wanted and word not in index.deny and is_plain(word):
            by_length[len(word)].append((-frequency, word))
    pools = {}
    for length, words in by_length.items():
        ranked = [w for _, w in sorted(words) if w not in proper and w not in abbreviations]
        if side is Side.STANDARD:
            chosen = ranked[:STANDARD_RANK]
        else:
            end = min(ADVANCED_RANK, max(STANDARD_RANK + 1, int(len(ranked) * ADVANCED_SHARE)))
            chosen = ranked[STANDARD_RANK:end] or ranked[:STANDARD_RANK]
        pools[length] = sorted(chosen)
    return pools


def card_pool(lexicon: Lexicon, side: Side, length: int) -> list[str]:
    """The words a card of this side may hold at one length."""
    return card_pools(lexicon, side, [length])[length]


# --- replaying a game log ------------------------------------------------------------------------
@dataclass(frozen=True)
class Turn:
    """One recorded turn: who guessed what, and what the opponent answered (None: not recorded)."""

    player: str
    guess: Guess
    answer: Answer | None = None
    line: int | None = None


@dataclass
class PlayerState:
    """A player's progress through the words they are identifying."""

    name: str
    card: Card
    solved: list[str] = field(default_factory=list)
    knowledge: Knowledge = field(default_factory=lambda: Knowledge(WORD_LENGTHS[0]))
    false_yes: list[int] = field(default_factory=list)
    """Words (1-4) the player moved past on a false yes: moved on at the table, never identified."""

    @property
    def finished(self) -> bool:
        return len(self.solved) == len(self.card.words)

    @property
    def identified(self) -> int:
        """The words truly identified: the rulebook's winner "correctly" identifies all four."""
        return len(self.solved) - len(self.false_yes)

    @property
    def word_in_play(self) -> int | None:
        """1-4: the word being identified; None once all four are identified."""
        return None if self.finished else len(self.solved) + 1

    @property
    def word(self) -> str:
        return self.card.words[len(self.solved)]


@dataclass(frozen=True)
class TurnRuling:
    """One turn ruled: the truthful answer, what the referee says, and where play went next."""

    number: int
    turn: Turn
    word_in_play: int | None
    length: int | None
    truth: Answer | None
    rulings: tuple[Ruling, ...]
    keeps_turn: bool
    reasons: tuple[str, ...]

    @property
    def ruling(self) -> Ruling:
        return self.rulings[0] if self.rulings else Ruling.UPHELD


@dataclass
class Replay:
    """A whole log replayed: each turn ruled, where every player stands, who won."""

    players: dict[str, PlayerState]
    turns: list[TurnRuling] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    """Who ended the game at the table by moving past their fourth word (false yeses included)."""
    to_play: str | None = None
    may_go_on: str | None = None
    """After an out-of-turn guess that was correct: its player, whom the table may have let go on.
    The player whose turn it was (`to_play`) keeps the turn too, so either is in turn next."""

    @property
    def true_winners(self) -> list[str]:
        """The rulebook's winner: the first to CORRECTLY identify all four words."""
        return [name for name in self.winners if not self.players[name].false_yes]

    @property
    def disputes(self) -> list[str]:
        return [reason for turn in self.turns for reason in turn.reasons]

    def opponent(self, name: str) -> str:
        return next(other for other in self.players if other != name)


def replay(cards: Mapping[str, Card], turns: Iterable[Turn]) -> Replay:
    """Play the log through, ruling on every turn (the rules of the module docstring)."""
    game = Replay({name: PlayerState(name, card) for name, card in cards.items()})
    for number, turn in enumerate(turns, start=1):
        game.turns.append(_rule_turn(game, number, turn))
    return game


def _rule_turn(game: Replay, number: int, turn: Turn) -> TurnRuling:
    where = f"turn {number}" + (f" (line {turn.line})" if turn.line else "")
    state = game.players[turn.player]
    rulings: list[Ruling] = []
    reasons: list[str] = []
    if game.winners:
        rulings.append(Ruling.GAME_OVER)
        reasons.append(f"{where}: {turn.player} guessed {turn.guess.text} after the game was over "
                       f"({game.winners[0]} had identified all four words)")
        return TurnRuling(number, turn, None, None, None, tuple(rulings), False, tuple(reasons))
    out_of_turn = game.to_play is not None and turn.player not in (game.to_play, game.may_go_on)
    if out_of_turn:
        rulings.append(Ruling.OUT_OF_TURN)
        reasons.append(f"{where}: {turn.player} played out of turn: it was {game.to_play}'s turn")
    knowledge = state.knowledge
    legal = knowledge.legality(turn.guess)
    if legal is Ruling.POSITION_TOO_EARLY:
        rulings.append(legal)
        reasons.append(f"{where}: {turn.player} guessed a position ({turn.guess.text}) before knowing "
                       f"all letters of the {knowledge.length}-letter word (the counts answered add "
                       f"up to {knowledge.letters_known})")
    elif legal is Ruling.POSITION_OUT_OF_RANGE:
        rulings.append(legal)
        reasons.append(f"{where}: {turn.player} guessed position {turn.guess.text}, but the word in "
                       f"play has {knowledge.length} letters")
    truth = truthful_answer(state.word, turn.guess)
    if turn.answer is not None and turn.answer != truth:
        rulings.append(Ruling.FALSE_ANSWER)
        reasons.append(f"{where}: {game.opponent(turn.player)} answered "
                       f"{describe_answer(turn.guess, turn.answer)} to {turn.player}'s "
                       f"{turn.guess.text}, but the truthful answer is "
                       f"{describe_answer(turn.guess, truth)} (word {len(state.solved) + 1}: "
                       f"{state.word.upper()})")
    played = truth if turn.answer is None else turn.answer
    correct = is_correct(turn.guess, played)
    word_in_play, length = len(state.solved) + 1, knowledge.length
    if isinstance(turn.guess, WordGuess) and correct:
        if truth is False:
            state.false_yes.append(word_in_play)
        state.solved.append(state.word)
        if state.finished:
            game.winners.append(state.name)
        else:
            state.knowledge = Knowledge(WORD_LENGTHS[len(state.solved)])
    else:
        state.knowledge = knowledge.learn(turn.guess, played)
    next_player = turn.player if correct else game.opponent(turn.player)
    if game.winners:
        game.to_play, game.may_go_on = None, None
    elif out_of_turn:
        # A stray turn does not take the turn from its owner (a correct guess keeps it); a record
        # that goes on with the stray player after a correct guess is one slip, not two.
        game.may_go_on = next_player if next_player != game.to_play else None
    else:
        game.to_play, game.may_go_on = next_player, None
    return TurnRuling(number, turn, word_in_play, length, truth, tuple(rulings), correct, tuple(reasons))


# --- records -------------------------------------------------------------------------------------
RECORD_KEYS = ["game", "side", "players", "cards", "turns", "winners", "seed", *RECORD_LABELS]
TURN_KEYS = ["player", "letter", "word", "position", "answer"]


@dataclass(frozen=True)
class Record:
    """A Letterflip record read and checked against its schema (interface section 9)."""

    side: Side
    players: tuple[str, ...]
    cards: dict[str, Card]
    turns: tuple[Turn, ...]
    claimed_winners: tuple[str, ...] | None = None


def _name(node: Node, what: str, players: Sequence[str]) -> str:
    from referee.records import did_you_mean

    name = node.text(what)
    for player in players:
        if player.lower() == name.lower():
            return player
    raise node.fail(f"{what}: {name!r} is not one of the players ({', '.join(players)})"
                    + did_you_mean(name, players))


def read_record(root: Node) -> Record:
    """Read a record, raising RecordError (with its position) where it breaks the schema."""
    from referee.records import Fields

    fields = Fields(root, "record", RECORD_KEYS)
    side_node = fields.get("side")
    side = Side(side_node.choice("side", [s.value for s in Side])) if side_node else Side.STANDARD
    players_node = fields.require("players")
    players = players_node.texts("players") if players_node.is_sequence else []
    if len(players) != 2:
        raise players_node.fail(f"players: expected a list of two names, got {players_node.describe()}"
                                + (f" of {len(players)}" if players_node.is_sequence else ""))
    if players[0].lower() == players[1].lower():
        raise players_node.fail(f"players: the two players need different names, got {players[0]!r} twice")
    cards_node = fields.require("cards")
    cards: dict[str, Card] = {}
    for key, value in cards_node.mapping("cards"):
        name = _name(key, "cards", players)
        words = value.texts(f"cards: {name}")
        problems = card_problems(words)
        if problems:
            raise value.fail(f"cards: {name}: " + "; ".join(problems))
        cards[name] = Card.of(words)
    for name in players:
        if name not in cards:
            raise cards_node.fail(f"cards: missing the words {name} is trying to identify")
    turns_node = fields.get("turns")
    turns = tuple(_read_turn(item, players) for item in turns_node.items("turns")) if turns_node else ()
    winners_node = fields.get("winners")
    claimed = None
    if winners_node is not None:
        claimed = tuple(_name(item, "winners", players) for item in winners_node.items("winners"))
    return Record(side, tuple(players), {p: cards[p] for p in players}, turns, claimed)


def _read_turn(node: Node, players: Sequence[str]) -> Turn:
    from referee.records import Fields

    fields = Fields(node, "turn", TURN_KEYS)
    player = _name(fields.require("player"), "player", players)
    given = [key for key in ("letter", "word", "position") if fields.get(key) is not None]
    if len(given) != 1:
        raise node.fail("turn: expected exactly one of letter, word or position, got "
                        + (", ".join(given) if given else "none"))
    kind = given[0]
    value = fields.require(kind)
    guess: Guess
    if kind == "letter":
        guess = LetterGuess(value.letter("letter"))
    elif kind == "word":
        word = fold(value.text("word"))
        if not is_plain(word):
            raise value.fail(f"word: expected a word of letters A-Z, got {value.describe()}")
        guess = WordGuess(word)
    elif value.is_mapping:
        spot = Fields(value, "position", ["letter", "at"])
        guess = PositionGuess(spot.require("letter").letter("position letter"),
                              spot.require("at").integer("position at", minimum=1, maximum=max(WORD_LENGTHS)))
    else:
        try:
            parsed = parse_guess(value.text("position"))
        except GuessError as exc:
            raise value.fail(f"position: {exc}") from None
        if not isinstance(parsed, PositionGuess):
            raise value.fail(f"position: expected {{letter: W, at: 1}} or W@1, got {value.describe()}")
        guess = parsed
    return Turn(player, guess, _read_answer(fields.get("answer"), guess), node.where.line)


def _read_answer(node: Node | None, guess: Guess) -> Answer | None:
    if node is None:
        return None
    value = node.scalar() if not (node.is_mapping or node.is_sequence) else None
    if isinstance(value, str) and value.strip().lower() in _YES:
        value = _YES[value.strip().lower()]  # a quoted 'yes' or 'no' means what it says
    if isinstance(guess, LetterGuess):
        if value is False:
            return 0
        if isinstance(value, bool) or not isinstance(value, int):
            raise node.fail(f"answer: expected how many times {guess.letter} occurs (0-6), "
                            f"got {node.describe()}")
        if not 0 <= value <= max(WORD_LENGTHS):
            raise node.fail(f"answer: expected how many times {guess.letter} occurs (0-6), got {value}")
        return value
    if not isinstance(value, bool):
        raise node.fail(f"answer: expected yes or no, got {node.describe()}")
    return value


def turn_object(ruling: TurnRuling) -> dict[str, Any]:
    """One turn of the output object (interface section 9, plus the referee's working)."""
    turn = ruling.turn
    return {
        "turn": ruling.number,
        "player": turn.player,
        "guess": turn.guess.text,
        "kind": turn.guess.kind.value,
        "answer": turn.answer,
        "truth": ruling.truth,
        "ruling": ruling.ruling.value,
        "rulings": [r.value for r in ruling.rulings],
        "word_in_play": ruling.word_in_play,
        "length": ruling.length,
        "keeps_turn": ruling.keeps_turn,
        "reasons": list(ruling.reasons),
    }


def replay_record(root: Node) -> tuple[Record, Replay]:
    """Read a record and replay its log: where each player stands now (for `answer`, `hint`)."""
    record = read_record(root)
    return record, replay(record.cards, record.turns)


def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """Rule on a whole Letterflip record: every answer, every turn, the winner."""
    record, game = replay_record(root)
    disputes = game.disputes
    winners = game.true_winners
    if record.claimed_winners is not None and set(record.claimed_winners) != set(winners):
        found = ", ".join(winners) or ("nobody" if game.winners else "nobody yet")
        disputes.append(f"winners: the record says {', '.join(record.claimed_winners) or 'nobody'}, "
                        f"the referee finds {found}")
    notes = [f"{name}'s word {word!r} is not in the lexicon"
             for name, card in record.cards.items() for word in card.words if not lexicon.is_word(word)]
    players = []
    for name in record.players:
        state = game.players[name]
        players.append({
            "name": name,
            "solved": list(state.solved),
            "words_solved": len(state.solved),
            "finished": state.finished,
            "words_identified": state.identified,
            "false_yes": list(state.false_yes),
            "word_in_play": state.word_in_play,
            "known": None if state.finished else state.knowledge.as_dict(),
        })
    out: dict[str, Any] = {
        "game": Game.LETTERFLIP.value,
        "side": record.side.value,
        "turns": [turn_object(t) for t in game.turns],
        "players": players,
        "winners": winners,
        "winners_as_played": list(game.winners),
        "complete": bool(game.winners),
        "leaders": _leaders(game),
        "tiebreak_rule": None,
        "to_play": game.to_play,
        "disputes": disputes,
        "notes": notes,
    }
    return Adjudication(out, disputes)



def _leaders(game: Replay) -> list[str]:
    """Whoever has correctly identified the most words (both, when level)."""
    best = max(state.identified for state in game.players.values())
    return [name for name, state in game.players.items() if state.identified == best]
