"""Game records: read from files or stdin one document at a time, every value with its position.

`node` is the value with its position, `typed` what a game asks it to be (text, a number, a
letter, a list), `fields` a record mapping's keys, `outputs` referee's own output given back as a
record, `stream` the YAML (or JSON Lines) stream and its documents (`text` its decoded text,
`positions` where a character of it is, `breaks` its lines, `lines` its positions as an editor
counts lines, `resume` where it goes on after a broken document, `directives` a refused `%TAG`
line and the document that needs it, `faults` a syntax error put on the line of the typing
slip), `sources` the FILE arguments and `-` (stdin itself is `referee.stdin`'s). Limits
(documented in docs/records.md; `limits` and `text` hold them): a document of at most
`MAX_DOCUMENT_BYTES`, at most `MAX_NODES` values after expanding aliases, `MAX_DEPTH` levels.
"""

from referee.records.fields import Fields, brackets_left_out, left_as_printed, left_blank, records_in_a_list
from referee.records.limits import MAX_DEPTH, MAX_NODES, MAX_WRITTEN
from referee.records.node import Node
from referee.records.outputs import told_what_it_is
from referee.records.sources import load_text, named_twice, open_source, read_documents, read_paths
from referee.records.stream import Document, read_stream
from referee.records.text import MAX_DOCUMENT_BYTES
from referee.records.typed import did_you_mean

__all__ = ["MAX_DEPTH", "MAX_DOCUMENT_BYTES", "MAX_NODES", "MAX_WRITTEN", "Document", "Fields",
           "Node", "brackets_left_out", "did_you_mean", "left_as_printed", "left_blank", "load_text", "named_twice",
           "open_source", "read_documents", "read_paths", "read_stream", "records_in_a_list",
           "told_what_it_is"]
