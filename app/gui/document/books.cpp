// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/document/books.h"

#include "core/battle.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>
#include <QObject>

namespace adjutant::app::books {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

const rulesets::Ruleset *rulesetOf(const core::Battle &battle)
{
    return rulesets::findRuleset(battle.ruleset);
}

const rulesets::Books *booksOf(const core::Battle &battle)
{
    const rulesets::Ruleset *ruleset = rulesetOf(battle);
    return ruleset ? &ruleset->books() : nullptr;
}

QString unitTitle(const core::Battle &battle)
{
    const rulesets::Books *rulesetBooks = booksOf(battle);
    QStringList words = (rulesetBooks ? rulesetBooks->terms().unit : QStringLiteral("unit"))
                            .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (QString &word : words)
        word[0] = word[0].toUpper();
    return words.join(QLatin1Char(' '));
}

QList<rulesets::SideStanding> standing(const core::Battle &battle)
{
    const rulesets::Books *books = booksOf(battle);
    return books ? books->standing(battle) : QList<rulesets::SideStanding>();
}

QHash<QString, qint64> cohesionDroppedThisTurn(const core::BattleSession &session)
{
    const rulesets::Ruleset *ruleset = rulesetOf(session.battle());
    if (!ruleset)
        return {};
    const QStringList ladder = ruleset->cohesionLadder(); // best first
    auto step = [&ladder](const core::Unit &unit) {
        for (qsizetype i = 0; i < ladder.size(); ++i) {
            if (ladder[i].compare(unit.state.cohesion, Qt::CaseInsensitive) == 0)
                return int(i);
        }
        return -1; // no level, or one the ladder does not know: no drop to see
    };
    const int turn = session.battle().turn;
    const QList<core::Event> &events = session.events();
    core::Battle battle;
    QHash<qint64, QStringList> drops; // by the seq of the step that made them
    QList<qint64> steps;              // the steps in force, not undone
    for (const core::Event &event : events) {
        const bool undo = event.type == QLatin1String("undo");
        if (undo || event.type == QLatin1String("redo")) {
            for (const QJsonValue &change : event.payload.value(QStringLiteral("changes")).toArray())
                core::Changes::apply(battle, core::Change::fromJson(change, QStringLiteral("changes")));
            const qint64 target =
                event.payload.value(undo ? QStringLiteral("undoes") : QStringLiteral("redoes")).toInteger();
            if (undo)
                steps.removeAll(target);
            else
                steps << target;
            continue;
        }
        if (event.turn != turn) {
            core::Changes::apply(battle, event.change());
            steps << event.seq;
            continue;
        }
        const core::Battle before = battle;
        core::Changes::apply(battle, event.change());
        steps << event.seq;
        for (const core::Unit &unit : std::as_const(battle.units)) {
            const int was = before.unitIndex(unit.id);
            const int from = was < 0 ? -1 : step(before.units[was]);
            if (from >= 0 && step(unit) > from)
                drops[event.seq] << unit.id;
        }
    }
    QHash<QString, qint64> dropped;
    for (const qint64 seq : std::as_const(steps)) {
        if (events[seq - 1].turn != turn)
            continue;
        for (const QString &unit : drops.value(seq))
            dropped.insert(unit, std::max(seq, dropped.value(unit)));
    }
    return dropped;
}

QString recordHtml(const QJsonObject &record)
{
    QString html;
    const QString summary = record.value(QStringLiteral("summary")).toString();
    if (!summary.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(escaped(summary));
    const QString citation = record.value(QStringLiteral("citation")).toString();
    if (!citation.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(escaped(citation));
    const QJsonArray dice = record.value(QStringLiteral("dice")).toArray();
    if (!dice.isEmpty()) {
        html += QObject::tr("<p>Dice:") + QStringLiteral("<br>");
        for (const QJsonValue &roll : dice) {
            const QJsonObject r = roll.toObject();
            QStringList faces;
            for (const QJsonValue &die : r.value(QStringLiteral("dice")).toArray()) {
                const QJsonObject d = die.toObject();
                QString face = QString::number(d.value(QStringLiteral("face")).toInt());
                if (d.contains(QStringLiteral("reroll")))
                    face += QStringLiteral("→%1").arg(d.value(QStringLiteral("reroll")).toInt());
                faces << face;
            }
            // The roll as the rule set names it to the players; a record made before rolls had
            // names gives only the roll's key ("spanish.0").
            const QString label = r.value(QStringLiteral("label")).toString();
            QString line = QStringLiteral("&nbsp;&nbsp;%1 (%2): %3")
                               .arg(escaped(label.isEmpty() ? r.value(QStringLiteral("roll")).toString()
                                                            : label),
                                    escaped(r.value(QStringLiteral("die")).toString()),
                                    faces.join(QStringLiteral(", ")));
            if (r.contains(QStringLiteral("score")))
                line += QObject::tr(", hits on %1").arg(r.value(QStringLiteral("score")).toInt());
            html += line + QStringLiteral("<br>");
        }
        html += QStringLiteral("</p>");
    }
    const QJsonArray modifiers = record.value(QStringLiteral("modifiers")).toArray();
    if (!modifiers.isEmpty()) {
        html += QObject::tr("<p>Modifiers:") + QStringLiteral("<br>");
        for (const QJsonValue &value : modifiers) {
            const QJsonObject m = value.toObject();
            const int v = m.value(QStringLiteral("value")).toInt();
            QString line = QStringLiteral("&nbsp;&nbsp;%1%2 %3 <i>— %4</i>")
                               .arg(v > 0 ? QStringLiteral("+") : QString())
                               .arg(v)
                               .arg(escaped(m.value(QStringLiteral("label")).toString()),
                                    escaped(m.value(QStringLiteral("citation")).toString()));
            if (m.contains(QStringLiteral("interpreted")))
                line += QObject::tr(" (interpreted: %1)")
                            .arg(escaped(m.value(QStringLiteral("interpreted")).toString()));
            html += line + QStringLiteral("<br>");
        }
        html += QStringLiteral("</p>");
    }
    const QJsonArray notes = record.value(QStringLiteral("notes")).toArray();
    for (const QJsonValue &note : notes)
        html += QStringLiteral("<p><small>%1</small></p>").arg(escaped(note.toString()));
    return html;
}

} // namespace adjutant::app::books
