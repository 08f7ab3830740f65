// SPDX-License-Identifier: GPL-3.0-or-later
// What the resolver shows of a procedure's answer: the odds with their modifiers and the facts
// worked out, then the result of the dice entered and the changes it would record.
#include "app/gui/resolver/resolverdialog.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/resolver/distributionchart.h"
#include "app/gui/resolver/inputform.h"
#include "app/gui/resolver/oddschart.h"
#include "app/gui/style/themecolours.h"
#include "core/battle.h"
#include "core/changes.h"
#include "core/error.h"

#include <QJsonArray>
#include <QLabel>

#include <optional>

namespace adjutant::app {

namespace {

QString signedValue(int value)
{
    return value > 0   ? QStringLiteral("+%1").arg(value)
           : value < 0 ? QStringLiteral("−%1").arg(-value)
                       : QStringLiteral("0");
}

// A fact the procedure worked out, in words: a number, yes or no, a word, a list of them. Facts
// made of entries (a combat's sides) are the rule set's to put in words (workedOut): none here.
std::optional<QString> factText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? ResolverDialog::tr("yes") : ResolverDialog::tr("no");
    if (value.isDouble()) {
        const double d = value.toDouble();
        return d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'f', 1);
    }
    if (value.isString())
        return InputForm::displayWord(value.toString());
    if (!value.isArray())
        return std::nullopt;
    QStringList items;
    for (const QJsonValue &item : value.toArray()) {
        if (item.isArray() || item.isObject())
            return std::nullopt;
        items.append(*factText(item));
    }
    return items.join(QStringLiteral(", "));
}

} // namespace

void ResolverDialog::showOdds(const rulesets::ProcedureResult &odds)
{
    if (odds.outcomes.isEmpty())
        mOdds->clearOutcomes(odds.summary.isEmpty() ? tr("No chance involved.") : odds.summary);
    else
        mOdds->setOutcomes(odds.outcomes);
    mDistributions->setDistributions(odds.distributions);
    mDistributions->setVisible(!odds.distributions.isEmpty());

    QString rows;
    for (const rulesets::Modifier &m : odds.modifiers) {
        QString rule = m.citation.toHtmlEscaped();
        if (!m.interpreted.isEmpty())
            rule += QStringLiteral("<br><i>%1</i>")
                        .arg(tr("Interpreted: %1").arg(m.interpreted).toHtmlEscaped());
        rows += QStringLiteral("<tr><td align=\"right\" style=\"padding-right:10px\"><b>%1</b></td>"
                               "<td>%2<br><span style=\"color:%3\">%4</span></td></tr>")
                    .arg(signedValue(m.value), m.label.toHtmlEscaped(), themecolours::muted().name(),
                         rule);
    }
    if (odds.modifiers.isEmpty())
        rows = QStringLiteral(
                   "<tr><td></td><td>%1<br><span style=\"color:%2\">%3</span></td></tr>")
                   .arg(tr("No modifier applies"), themecolours::muted().name(),
                        odds.citation.toHtmlEscaped());
    mModifiers->setText(
        QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">%1</table>").arg(rows));

    QStringList facts;
    if (!odds.workedOut.isEmpty()) {
        for (const QString &line : odds.workedOut)
            facts.append(line.toHtmlEscaped());
    } else {
        for (auto it = odds.facts.begin(); it != odds.facts.end(); ++it) {
            if (const std::optional<QString> text = factText(it.value()))
                facts.append(QStringLiteral("%1: <b>%2</b>")
                                 .arg(InputForm::displayWord(it.key()), text->toHtmlEscaped()));
        }
    }
    mWorkedOut->setText(facts.isEmpty()
                            ? QString()
                            : QStringLiteral("<b>%1</b> %2").arg(
                                  tr("Worked out:"),
                                  facts.join(odds.workedOut.isEmpty() ? QStringLiteral(" · ")
                                                                      : QStringLiteral("<br>"))));
    mNotes->setText(mForm->inWords(odds.notes.join(QLatin1Char('\n'))));
    mNotes->setVisible(!odds.notes.isEmpty());
}

void ResolverDialog::showResult()
{
    const auto &result = mAdjudication.result();
    if (!result) {
        const bool blocked = !mAdjudication.inputProblem().isEmpty();
        mResult->setText(QStringLiteral("<span style=\"color:%1\">%2</span>")
                             .arg(themecolours::muted().name(),
                                  blocked ? tr("The result shows once the facts are complete.")
                                          : tr("Type the dice as they fell, or Roll for Me.")));
        mChanges->clear();
        return;
    }
    mResult->setText(QStringLiteral("<span style=\"font-size:13pt; font-weight:600\">%1</span>")
                         .arg(result->summary.toHtmlEscaped()));
    QStringList changes;
    const core::Battle *battle = mDocument ? &mDocument->battle() : nullptr;
    auto unitName = [battle](const QString &id) {
        const int index = battle ? battle->unitIndex(id) : -1;
        return index >= 0 && !battle->units[index].name.isEmpty() ? battle->units[index].name : id;
    };
    for (const core::Change &change : result->changes) {
        const QString id = change.payload.value(QStringLiteral("id")).toString();
        if (change.type == QStringLiteral("unit.stateChanged"))
            changes.append(tr("%1 becomes %2")
                               .arg(unitName(id), change.payload.value(QStringLiteral("state"))
                                                      .toObject()
                                                      .value(QStringLiteral("cohesion"))
                                                      .toString()));
        else if (change.type == QStringLiteral("unit.basesLost"))
        {
            const int count = change.payload.value(QStringLiteral("count")).toInt();
            changes.append(count == 1 ? tr("%1 loses 1 base").arg(unitName(id))
                                      : tr("%1 loses %2 bases").arg(unitName(id)).arg(count));
        }
        else if (change.type == QStringLiteral("commander.removed"))
            changes.append(tr("commander %1 is removed").arg(id));
        else
            changes.append(describe(change));
    }
    QString text = changes.isEmpty() ? tr("Nothing changes in the battle.")
                                     : tr("Changes: %1.").arg(changes.join(QStringLiteral("; ")));
    text += QLatin1Char('\n');
    text += mDocument ? tr("Apply records it in the log as one step.")
                      : tr("Quick adjudicate: nothing is recorded.");
    // What the result calls for opens next, once this is applied.
    QStringList next;
    for (const rulesets::FollowUp &f : result->followUps)
        next.append(f.title);
    if (mDocument && !next.isEmpty())
        text += QLatin1Char('\n') + tr("Then, filled in from it: %1.").arg(next.join(QStringLiteral("; ")));
    mChanges->setText(text);
}

QString ResolverDialog::describe(const core::Change &change) const
{
    // In the log's words; a change the battle cannot describe (quick adjudicate has none) by
    // its kind.
    try {
        return core::Changes::describe(mDocument ? mDocument->battle() : core::Battle(), change);
    } catch (const core::Error &) {
        return InputForm::displayWord(change.type.section(QLatin1Char('.'), -1));
    }
}

} // namespace adjutant::app
