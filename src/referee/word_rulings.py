"""How `check-word` prints a stream of words: `-f lines` like `hunspell -l`, and `-f json` one line
per word (the JSON object is `WordRuling.as_json`) for any rules but a Letterflip card's.

Lines are written out together (`HeldOutput`) whenever the words are to be read again, since that
read may wait: a reader at the other end of a pipe has the rulings of every word sent so far,
and a long file costs a write per block of words, not a system call per word."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from referee.dictionary import Lexicon
from referee.games.word_rules import WordRules, WordRuling, rule_word
from referee.render import JsonTemplate, to_json

if TYPE_CHECKING:
    from types import TracebackType
    from typing import TextIO

LINES_PER_WRITE = 512
"""Lines gathered at most before they are written (without the flush that waits for a read)."""
LINES_KEPT = 10_000
"""JSON lines kept for words written again, then started again: a text's common words (a line is
about 450 bytes kept; 50,000 lines cost 17 MB more at peak on the batch of docs/benchmarks.md)."""
TEMPLATES_KEPT = 256
"""Shapes of ruling kept as JSON templates, then started again: a misspelling's candidates make
its shape its own, while every valid word of the lexicon shares one."""
_WORD = "\x00the word\x00"
"""Stands for the word while a template is made: NULs are in no lexicon's words or name, and
`JsonTemplate.of` makes sure it is found once."""


class HeldOutput:
    """stdout for a stream of words: what is written is held, and written out together when
    `write_out` is called (before a read that may wait, before a message on stderr), every
    `LINES_PER_WRITE` writes, and at the end. `flush` holds on too, so a table or an Emitter
    given this output writes out with the rest; Ctrl-C writes out what is held, so every ruling
    made is printed (docs/records.md)."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self._held: list[str] = []

    def write(self, text: str) -> int:
        self._held.append(text)
        if len(self._held) >= LINES_PER_WRITE:
            held, self._held = self._held, []
            self.out.write("".join(held))
        return len(text)

    def flush(self) -> None:
        """Nothing yet: what is held is written out at the next read (`write_out`)."""

    def write_out(self) -> None:
        """Write out everything held, and flush: what is ruled so far reaches the reader. It is
        let go before it is written, so a Ctrl-C landing just after the write never has it
        written twice."""
        held, self._held = self._held, []
        if held:
            self.out.write("".join(held))
        self.out.flush()

    def __enter__(self) -> HeldOutput:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if kind is None or issubclass(kind, KeyboardInterrupt):  # not after a failed write
            self.write_out()


def write_lines(lexicon: Lexicon, words: Iterable[str], only: str | None, out: HeldOutput) -> int:
    """One word per line, like `hunspell -l` (with --only invalid); exit 1 if any is invalid."""
    status = 0
    accepted_by = lexicon.accepted_by
    for word in words:
        valid = accepted_by(word) is not None
        if not valid:
            status = 1
        if only is None or (only == "valid") == valid:
            out.write(word + "\n")
    return status


class RulingLines:
    """Each ruling's JSON line, byte for byte `to_json(ruling.as_json())`, the one definition.

    A line depends on the word and on the rest of the ruling, which most words share (every valid
    word of the lexicon has no reason, no suggestion and the same deciding layer), so the rest is
    encoded once per shape of ruling and only the word is encoded per line.
    """

    def __init__(self) -> None:
        self._templates: dict[tuple[object, ...], JsonTemplate | None] = {}
        self._once: set[tuple[object, ...]] = set()
        self._accepted: dict[str, JsonTemplate] = {}

    def line(self, ruling: WordRuling) -> str:
        verdict = ruling.verdict
        shape = ruling[1:] + verdict[2:]  # everything but the word, as written and as folded
        templates = self._templates
        if shape in templates:
            template = templates[shape]
        elif shape in self._once:  # a second word of this shape: worth a template
            if len(templates) >= TEMPLATES_KEPT:
                templates.clear()
            template = templates[shape] = _template(ruling)
        else:  # most refused words have candidates of their own: a template would serve one line
            if len(self._once) >= TEMPLATES_KEPT:
                self._once.clear()
            self._once.add(shape)
            return to_json(ruling.as_json())
        if template is None:  # the word is not only the `word` field
            return to_json(ruling.as_json())
        return template.line(verdict.word)

    def accepted(self, lexicon: Lexicon, word: str, layer: str, rules: WordRules) -> str:
        """The line of a word that `layer` of the lexicon accepts (`Lexicon.accepted_by`), under
        rules that leave the ruling to the dictionary (`WordRules.plain`). Every such ruling is
        the same but for the word, so no verdict or ruling is made for it: the line is the layer's
        template with the word in it, the template made from the first such word's own ruling."""
        template = self._accepted.get(layer)
        if template is None:
            ruling = rule_word(lexicon, word, rules)
            made = _template(ruling)
            if made is None:  # the word is not only the `word` field
                return to_json(ruling.as_json())
            template = self._accepted[layer] = made
        return template.line(word)


def _template(ruling: WordRuling) -> JsonTemplate | None:
    """The JSON line of `ruling` with the word left open (None when the word is in another field too)."""
    verdict = ruling.verdict
    return JsonTemplate.of(ruling._replace(verdict=verdict._replace(word=_WORD, folded=_WORD)).as_json(), _WORD)


def write_json_lines(lexicon: Lexicon, words: Iterable[str], rules: WordRules, only: str | None,
                     out: HeldOutput) -> int:
    """One JSON line per word, written out before the next read; exit 1 if any is invalid.

    For rules that are the same for every word (any but a Letterflip card's, whose words are
    ruled by their place on it): a word's line then depends on the word alone, so a word written
    again (most words of a long text are) is printed from the line made the first time, not
    ruled and encoded again.
    """
    status = 0
    lines = RulingLines()
    made: dict[str, tuple[bool, str]] = {}
    accepted_by = lexicon.accepted_by if rules.plain else None
    for word in words:
        known = made.get(word)
        if known is None:
            if len(made) >= LINES_KEPT:
                made.clear()
            layer = accepted_by(word) if accepted_by is not None else None
            if layer is not None:
                known = made[word] = (True, lines.accepted(lexicon, word, layer, rules) + "\n")
            else:
                ruling = rule_word(lexicon, word, rules)
                known = made[word] = (ruling.valid, lines.line(ruling) + "\n")
        valid, line = known
        if not valid:
            status = 1
        if only is None or (only == "valid") == valid:
            out.write(line)
    return status
