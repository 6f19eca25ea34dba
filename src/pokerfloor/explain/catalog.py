"""Message catalogs: gettext ``.po`` files keyed by message code, read by a small parser of our own.

Each language has ``locale/<lang>/LC_MESSAGES/pokerfloor.po`` in the package. A ``msgid`` is a
stable message key (``refused.not-reopened``, ``why.call``...), not English text: the English
sentence lives in the English catalog like any other translation, so every language is edited
the same way. A ``msgstr`` is a :meth:`str.format` template with named ``{placeholders}``.

The ``.po`` files are read as they are shipped, with no compile step at install time: the format
is simple enough (``msgctxt``, ``msgid``, ``msgstr``, continued strings and C escapes) that a few
lines parse it. Plural forms are not used: the messages quote amounts as numbers.

Whole numbers are written as each language writes them (:func:`number`, :func:`localized`):
digits grouped by thousands with the catalog's ``format.thousands`` (``10,170,000`` in English,
``10 170 000`` with no-break spaces in Russian, ``10.170.000`` in Italian); a template that
groups a number itself (``{orders:,}``) gets it grouped as its language groups.

A :class:`Phrase` is a part of a sentence the catalogs word on their own (where in a file or a
request something is): given among a sentence's values, it is said in the sentence's language.

>>> render("word.list", "ru", head="A, B", last="C")
'A, B и C'
>>> number(10170000, "it"), localized("word.did-call", "en", amount=1200)
('10.170.000', 'called 1,200')
>>> where = Phrase("at.level", {"file": "levels.toml", "level": 2})
>>> str(where), render("at.level", "it", **where.params)
('levels.toml: level 2', 'levels.toml: livello 2')
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping
from decimal import Decimal
from functools import cache
from types import MappingProxyType

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "Phrase",
    "Phrases",
    "catalog",
    "localized",
    "number",
    "parse_po",
    "placeholders",
    "render",
]

#: The languages with a catalog, by code, with their own names.
LANGUAGES: Mapping[str, str] = MappingProxyType({"en": "English", "ru": "Русский", "it": "Italiano"})
#: The language of the engine's own sentences and the fallback of every other catalog.
DEFAULT_LANGUAGE = "en"

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def _unquote(token: str, where: str) -> str:
    """The text of one ``"..."`` string of a ``.po`` file, C escapes resolved."""
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, not {token!r}")
    out: list[str] = []
    chars = iter(token[1:-1])
    for char in chars:
        if char == "\\":
            escaped = next(chars, "")
            if escaped not in _ESCAPES:
                raise ValueError(f"{where}: unknown escape \\{escaped} in {token!r}")
            out.append(_ESCAPES[escaped])
        else:
            out.append(char)
    return "".join(out)


def parse_po(text: str, source: str = "<po>") -> dict[str, str]:
    """The messages of a ``.po`` file: ``msgid`` → ``msgstr``.

    The header (the empty ``msgid``) and untranslated entries (empty ``msgstr``) are left out, so
    a missing translation shows as a missing key. A ``msgctxt`` is joined to the id as
    ``context\\x04id``, as gettext does. Raises :class:`ValueError` naming the line on bad input.
    """
    messages: dict[str, str] = {}
    entry: dict[str, str] = {}
    field = ""

    def finish() -> None:
        msgid, msgstr = entry.get("msgid", ""), entry.get("msgstr", "")
        if msgid and msgstr:
            key = f"{entry['msgctxt']}\x04{msgid}" if "msgctxt" in entry else msgid
            if key in messages:
                raise ValueError(f"{source}: the message {msgid!r} is defined twice")
            messages[key] = msgstr
        entry.clear()

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        where = f"{source}:{number}"
        if not line or line.startswith("#"):
            continue
        if line.startswith('"'):
            if not field:
                raise ValueError(f"{where}: a continued string outside an entry")
            entry[field] += _unquote(line, where)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword not in ("msgctxt", "msgid", "msgstr"):
            raise ValueError(f"{where}: unknown keyword {keyword!r}")
        # A new msgctxt or msgid starts the next entry; msgstr completes the current one.
        if keyword != "msgstr" and "msgstr" in entry:
            finish()
        field = keyword
        entry[field] = _unquote(rest.strip(), where)
    finish()
    return messages


@cache
def catalog(lang: str) -> Mapping[str, str]:
    """The catalog of a language (read once); raises :class:`KeyError` for a language without one."""
    if lang not in LANGUAGES:
        raise KeyError(f"no catalog for language {lang!r}; the languages are: {', '.join(LANGUAGES)}")
    from importlib import resources  # noqa: PLC0415 - loaded with the first catalog (most runs need none)

    path = resources.files("pokerfloor.explain") / "locale" / lang / "LC_MESSAGES" / "pokerfloor.po"
    return MappingProxyType(parse_po(path.read_text(encoding="utf-8"), f"locale/{lang}/pokerfloor.po"))


def placeholders(template: str) -> frozenset[str]:
    """The names of the ``{placeholders}`` of a template."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)


class Phrase(str):
    """A part of a sentence that the catalogs word on their own: the message ``key`` filled with
    ``params`` (a value may be a phrase in turn). As text it is its English; among the values of
    a sentence it is said in the sentence's language.

    It names a place the sentence refers to, as a file or a request has it (``at.level``:
    ``levels.toml: level 2``; ``at.request-body``), or what a lenient reader forgave in a record
    (``forgiven.*``), a note in English that a strict reader's refusal says in its language."""

    key: str
    params: Mapping[str, object]

    def __new__(cls, key: str, params: Mapping[str, object] | None = None) -> Phrase:
        values: Mapping[str, object] = params if params is not None else {}
        phrase = super().__new__(cls, render(key, DEFAULT_LANGUAGE, **values))
        phrase.key, phrase.params = key, values
        return phrase

    def __reduce__(self) -> tuple[type[Phrase], tuple[str, dict[str, object]]]:
        return Phrase, (self.key, dict(self.params))


class Phrases(str):
    """Phrases said one after another, ``separator`` between them (what a record breaks, each
    said on its own: ``ohh.players: required; ohh.rounds: required``). As text it is their English;
    among the values of a sentence each is said in the sentence's language."""

    items: tuple[str, ...]
    separator: str

    def __new__(cls, items: Iterable[str], separator: str = "; ") -> Phrases:
        listed = tuple(items)
        phrases = super().__new__(cls, separator.join(listed))
        phrases.items, phrases.separator = listed, separator
        return phrases

    def __reduce__(self) -> tuple[type[Phrases], tuple[tuple[str, ...], str]]:
        return Phrases, (self.items, self.separator)


def _said(value: object, lang: str, say: Callable[..., str]) -> object:
    """A value of a sentence as ``say`` (:func:`render` or :func:`localized`) says it in ``lang``:
    a phrase (or phrases) in the language, anything else as it is."""
    if isinstance(value, Phrase):
        return say(value.key, lang, **value.params)
    if isinstance(value, Phrases):
        return value.separator.join(str(_said(item, lang, say)) for item in value.items)
    return value


def render(key: str, lang: str, **params: object) -> str:
    """The message ``key`` in ``lang`` (English when the language lacks it), filled with ``params``
    (a :class:`Phrase` among them said in ``lang`` too).

    Raises :class:`KeyError` when no catalog has the key or a placeholder has no value.
    """
    table = catalog(lang if lang in LANGUAGES else DEFAULT_LANGUAGE)
    template = table.get(key)
    if template is None:
        template = catalog(DEFAULT_LANGUAGE)[key]
    return template.format(**{name: _said(value, lang, render) for name, value in params.items()})


def number(value: int | Decimal, lang: str) -> str:
    """A number as ``lang`` writes it: its digits grouped by thousands with the catalog's
    ``format.thousands`` separator; a decimal amount (a hand in dollars and cents) with its
    places as written, after the catalog's ``format.decimal`` mark."""
    separator = render("format.thousands", lang)
    whole, _, places = f"{abs(value):f}".partition(".") if isinstance(value, Decimal) else (str(abs(value)), "", "")
    text = f"{int(whole):,}".replace(",", separator) + (render("format.decimal", lang) + places if places else "")
    return f"-{text}" if value < 0 else text


class _Written(str):
    """A number as a language writes it: a template that groups it itself (``{orders:,}``, as the
    engine's English does) takes it as it is, grouped already."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return str(self) if spec == "," else super().__format__(spec)


def localized(key: str, lang: str, **params: object) -> str:
    """:func:`render`, every number among ``params`` (whole, not a boolean, or decimal) written as
    ``lang`` writes numbers, in the phrases among them too."""
    said: dict[str, object] = {}
    for name, value in params.items():
        if type(value) is int or isinstance(value, Decimal):
            said[name] = _Written(number(value, lang))
        else:
            said[name] = _said(value, lang, localized)
    return render(key, lang, **said)
