#include "app/gui/books.h"

#include "core/battle.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/error.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>
#include <QObject>

namespace adjutant::app::books {

namespace {

const QString fogr = QStringLiteral("fogr");

QString nameOf(const QString &name, const QString &id)
{
    return name.isEmpty() ? id : name;
}

// Runs a procedure that needs no dice.
rulesets::ProcedureResult run(const rulesets::Ruleset &ruleset, const QString &procedure,
                              const QJsonObject &input)
{
    rulesets::DiceSource dice = rulesets::DiceSource::none();
    return ruleset.run(procedure, input, dice);
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

const rulesets::Ruleset *rulesetOf(const core::Battle &battle)
{
    return rulesets::findRuleset(battle.ruleset);
}

QString attritionStatus(const core::Unit &unit)
{
    auto hasFlag = [&unit](const QString &flag) {
        return unit.state.flags.contains(flag, Qt::CaseInsensitive);
    };
    if (unit.currentStrength == 0 || hasFlag(QStringLiteral("destroyed")))
        return QStringLiteral("destroyed");
    for (const QString &status :
         {QStringLiteral("routedOffTable"), QStringLiteral("captured"),
          QStringLiteral("stragglingOffTable"), QStringLiteral("evadedOffTable")}) {
        if (hasFlag(status))
            return status;
    }
    for (const QString &level :
         {QStringLiteral("Broken"), QStringLiteral("Fragmented"), QStringLiteral("Disrupted")}) {
        if (unit.state.cohesion.compare(level, Qt::CaseInsensitive) == 0)
            return level;
    }
    return QStringLiteral("Steady");
}

QJsonObject attritionArmy(const core::Battle &battle, const core::Side &side)
{
    QJsonArray groups;
    for (const core::Unit &unit : battle.units) {
        if (unit.side != side.id)
            continue;
        groups.append(QJsonObject{{QStringLiteral("id"), unit.id},
                                  {QStringLiteral("name"), nameOf(unit.name, unit.id)},
                                  {QStringLiteral("bases"), unit.originalStrength},
                                  {QStringLiteral("status"), attritionStatus(unit)}});
    }
    return {{QStringLiteral("name"), nameOf(side.name, side.id)},
            {QStringLiteral("battleGroups"), groups},
            {QStringLiteral("campSacked"), side.campSacked}};
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

QList<SideAttrition> attrition(const core::Battle &battle)
{
    QList<SideAttrition> list;
    const rulesets::Ruleset *ruleset = rulesetOf(battle);
    if (!ruleset || ruleset->id() != fogr)
        return list;
    for (const core::Side &side : battle.sides) {
        SideAttrition reckoning;
        reckoning.side = side.id;
        reckoning.name = nameOf(side.name, side.id);
        const QJsonObject army = attritionArmy(battle, side);
        if (army.value(QStringLiteral("battleGroups")).toArray().isEmpty()) {
            reckoning.error = QObject::tr("no battle groups");
            list.append(reckoning);
            continue;
        }
        try {
            const rulesets::ProcedureResult result =
                run(*ruleset, QStringLiteral("attrition"),
                    {{QStringLiteral("armies"), QJsonArray{army}}});
            const QJsonObject facts =
                result.facts.value(QStringLiteral("armies")).toArray().first().toObject();
            reckoning.breakPoint = facts.value(QStringLiteral("breakPoint")).toInt();
            reckoning.attritionPoints = facts.value(QStringLiteral("attritionPoints")).toInt();
            reckoning.routed = facts.value(QStringLiteral("routed")).toBool();
            // The procedure names each row "<army>: <battle group> (...)": the panel shows the army
            // already.
            const QString prefix = reckoning.name + QStringLiteral(": ");
            for (rulesets::Modifier row : result.modifiers) {
                if (row.label.startsWith(prefix))
                    row.label.remove(0, prefix.size());
                reckoning.rows.append(row);
            }
        } catch (const core::Error &error) {
            reckoning.error = error.message();
        } catch (const std::exception &error) {
            reckoning.error = QString::fromUtf8(error.what());
        }
        list.append(reckoning);
    }
    return list;
}

Autobreak autobreak(const core::Battle &battle, const core::Unit &unit)
{
    Autobreak out;
    const rulesets::Ruleset *ruleset = rulesetOf(battle);
    if (!ruleset || ruleset->id() != fogr) {
        out.error = QObject::tr("autobreak is reckoned for FoGR battles");
        return out;
    }
    if (unit.originalStrength < 1) {
        out.error = QObject::tr("no bases at the start");
        return out;
    }
    try {
        const rulesets::ProcedureResult result =
            run(*ruleset, QStringLiteral("autobreak"),
                {{QStringLiteral("name"), nameOf(unit.name, unit.id)},
                 {QStringLiteral("quality"), unit.quality},
                 {QStringLiteral("originalBases"), unit.originalStrength},
                 {QStringLiteral("currentBases"), unit.currentStrength}});
        out.breaksAtBasesLost = result.facts.value(QStringLiteral("autobreaksAtBasesLost")).toInt();
        out.basesBeforeAutobreak =
            result.facts.value(QStringLiteral("basesBeforeAutobreak")).toInt();
        out.autobroken = result.facts.value(QStringLiteral("autobroken")).toBool();
        out.destroyed = result.facts.value(QStringLiteral("destroyed")).toBool();
        out.summary = result.summary;
        out.citation = result.citation;
        for (const rulesets::Modifier &modifier : result.modifiers)
            out.citation += QStringLiteral("\n%1 (%2)").arg(modifier.label, modifier.citation);
    } catch (const core::Error &error) {
        out.error = error.message();
    } catch (const std::exception &error) {
        out.error = QString::fromUtf8(error.what());
    }
    return out;
}

rulesets::ProcedureResult victory(const core::Battle &battle, bool timeUp)
{
    const rulesets::Ruleset *ruleset = rulesetOf(battle);
    if (!ruleset || ruleset->id() != fogr)
        throw core::Error(QObject::tr("Victory is reckoned for FoGR battles"));
    if (battle.sides.size() != 2)
        throw core::Error(QObject::tr("Victory is reckoned between two sides; this battle has %1")
                              .arg(battle.sides.size()));
    QJsonArray armies;
    for (const core::Side &side : battle.sides)
        armies.append(attritionArmy(battle, side));
    return run(*ruleset, QStringLiteral("victory"),
               {{QStringLiteral("armies"), armies}, {QStringLiteral("timeUp"), timeUp}});
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
            QString line = QStringLiteral("&nbsp;&nbsp;%1 (%2): %3")
                               .arg(escaped(r.value(QStringLiteral("roll")).toString()),
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
