// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::cli {

// `adjutant-cli adjudicate RULESET PROCEDURE [INPUT.json|-]` (docs/cli.md): the procedure's
// result as JSON. `document` is the input object; its optional "dice" member holds the typed
// dice. With `seed`, Adjutant rolls. Throws core::Error for bad input (naming the field),
// an unknown rule set or procedure, and bad dice.
// With `recordIn`, a battle file, the result is also recorded there as one step (an
// adjudication.applied event) and the output gains "recorded": the event's seq.
QJsonObject adjudicate(const QString &ruleset, const QString &procedure, const QJsonObject &document,
                       std::optional<quint32> seed, const QString &recordIn = {});
// Throws core::Error unless `ruleset` is a registered rule set with procedures, naming those that
// have some.
void requireAdjudicating(const QString &ruleset);
// The procedure's example input, as documented.
QJsonObject exampleInput(const QString &ruleset, const QString &procedure);
// `rules RULESET [--gaps]`: the rule set's tables, every value with its provenance; with
// `gapsOnly`, only what is interpreted or missing.
QJsonObject ruleTables(const QString &ruleset, bool gapsOnly);
// `adjudicate RULESET --help`: the rule set's procedures, one per line with its citation.
QString procedureList(const QString &ruleset);
// `adjudicate RULESET PROCEDURE --help`: the procedure's title, citation and description, then
// every input field (key, kind, label, choices or range, default, help). Throws core::Error for
// an unknown rule set or procedure.
QString procedureHelp(const QString &ruleset, const QString &procedure);

} // namespace adjutant::cli
