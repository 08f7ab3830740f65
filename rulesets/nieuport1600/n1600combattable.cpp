// SPDX-License-Identifier: GPL-3.0-or-later
// The N1600 Close Combat Table: its rows, a result as printed, and what a result does to a unit.
#include "rulesets/nieuport1600/n1600combattable.h"

#include "core/error.h"
#include "core/jsonreader.h"
#include "rulesets/nieuport1600/n1600procedure.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace adjutant::rulesets::nieuport1600::combattable {

std::optional<Effect> parseEffect(const QString &text, QChar side)
{
    if (text == QStringLiteral("%1 eliminated").arg(side))
        return Effect{99, 0};
    static const QRegularExpression re(QStringLiteral("^([AD])(\\d)(?:R(\\d))?$"));
    const auto match = re.match(text);
    if (!match.hasMatch() || match.captured(1) != side)
        return std::nullopt;
    return Effect{match.captured(2).toInt(),
                  match.captured(3).isEmpty() ? 0 : match.captured(3).toInt()};
}

// What a result does to a unit at `level` (N1600 11.4, 11.5, 12.2): the label and its new level.
Fate fateOf(const RuleBook &book, int level, const Effect &effect)
{
    const QStringList names = levels(book);
    const QString after = levelAfter(book, level, std::min(effect.levels, int(names.size())));
    if (after == eliminated(book))
        return {QStringLiteral("is eliminated"), after};
    QString label = QStringLiteral("becomes %1").arg(after);
    if (after == names.last() && level != int(names.size()) - 1)
        label += QStringLiteral(", retreats %1 hexes and faces its map edge")
                     .arg(book.integer(QStringLiteral("morale"), QStringLiteral("brokenRetreat")));
    else if (effect.retreat > 0)
        label += QStringLiteral(", retreats %1 hex%2 keeping its facing")
                     .arg(effect.retreat)
                     .arg(effect.retreat == 1 ? QString() : QStringLiteral("es"));
    if (effect.levels == 0)
        label = QStringLiteral("is unharmed");
    return {label, after};
}

// A fate's machine key (docs/cli.md, "Keys"), from the level it leaves and the retreat rather
// than the words: "unharmed", "disordered", "shaken.retreat2", "eliminated".
QString fateKey(const Fate &fate, const Effect &effect)
{
    if (effect.levels == 0)
        return QStringLiteral("unharmed");
    QString key = fate.after.toLower();
    if (effect.retreat > 0)
        key += QStringLiteral(".retreat%1").arg(effect.retreat);
    return key;
}

QList<Row> readRows(const RuleBook &book, const core::JsonReader &json)
{
    QList<Row> rows;
    const QString typed = json.optionalString(u"row10Defender");
    for (const QJsonValue &r : book.json(kCombat, QStringLiteral("rows")).toArray()) {
        Row row;
        row.label = r[QStringLiteral("row")].toString();
        if (!r[QStringLiteral("lowest")].isNull())
            row.lowest = r[QStringLiteral("lowest")].toInt();
        if (!r[QStringLiteral("highest")].isNull())
            row.highest = r[QStringLiteral("highest")].toInt();
        row.attacker = book.string(kCombat, QStringLiteral("attacker.") + row.label);
        const QString key = QStringLiteral("defender.") + row.label;
        if (book.value(kCombat, key).isAvailable()) {
            row.defender = book.string(kCombat, key);
            if (!typed.isEmpty() && !row.highest)
                json.fail(u"row10Defender",
                          QStringLiteral("the table gives \"%1\" for row %2: a typed cell is only "
                                         "for one the transcription lost")
                              .arg(*row.defender, row.label));
        } else if (!typed.isEmpty() && !row.highest) {
            if (!parseEffect(typed, QLatin1Char('D')))
                json.fail(u"row10Defender",
                          QStringLiteral("\"%1\" is not a defender's result as the table prints "
                                         "them (D1, D2R2, D eliminated)")
                              .arg(typed));
            row.defender = typed;
        }
        rows.append(row);
    }
    return rows;
}

const Row &rowOf(const QList<Row> &rows, int score)
{
    for (const Row &row : rows) {
        if ((!row.lowest || score >= *row.lowest) && (!row.highest || score <= *row.highest))
            return row;
    }
    throw core::Error(
        QStringLiteral("rule data nieuport1600: closeCombat.rows has no row for %1").arg(score));
}

} // namespace adjutant::rulesets::nieuport1600::combattable
