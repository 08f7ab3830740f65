// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/document/logmodel.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/document/books.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "rulesets/ruleset.h"

#include <QHash>
#include <QJsonArray>

namespace adjutant::app {

namespace {

const QString resultType = QStringLiteral("adjudication.applied");
const QString followedUpType = QStringLiteral("change.followedUp");

core::Change changeOf(const QJsonValue &value)
{
    const QJsonObject json = value.toObject();
    return {json.value(QStringLiteral("type")).toString(),
            json.value(QStringLiteral("payload")).toObject()};
}

// The changes an event makes: the parts of its own, or of those an undo or redo carries.
core::ChangeList changesIn(const core::Event &event)
{
    if (event.type != QLatin1String("undo") && event.type != QLatin1String("redo"))
        return core::Changes::parts(event.change());
    core::ChangeList list;
    for (const QJsonValue &change : event.payload.value(QStringLiteral("changes")).toArray())
        list << core::Changes::parts(changeOf(change));
    return list;
}

// The step an event records as the player made it: a change with follow-ups begins with it.
core::Change stepOf(const core::Event &event)
{
    return event.type == followedUpType
               ? changeOf(event.payload.value(QStringLiteral("change")))
               : event.change();
}

} // namespace

QString LogModel::detailOf(const core::Event &event)
{
    const core::Change step = stepOf(event);
    QString html;
    if (step.type == resultType)
        html = books::recordHtml(step.payload.value(QStringLiteral("record")).toObject());
    if (event.type == followedUpType) {
        for (const QJsonValue &followUp : event.payload.value(QStringLiteral("followUps")).toArray())
            html += QStringLiteral("<p>%1</p>").arg(
                followUp.toObject().value(QStringLiteral("reason")).toString().toHtmlEscaped());
    }
    return html;
}


QString LogModel::kindOf(const core::Event &event)
{
    const core::Change step = stepOf(event);
    if (step.type == resultType)
        return QStringLiteral("result: ") +
               step.payload.value(QStringLiteral("procedure")).toString();
    return step.type;
}

QString LogModel::kindNameOf(const core::Event &event)
{
    const core::Change step = stepOf(event);
    if (step.type == resultType) {
        // The procedure as its rule set titles it (its id if this build lacks the rule set),
        // looked up once: the titles do not change while the program runs, and a long log asks
        // for every result's.
        static QHash<QString, QString> titles;
        const QString rulesetId = step.payload.value(QStringLiteral("ruleset")).toString();
        const QString procedure = step.payload.value(QStringLiteral("procedure")).toString();
        const QString key = rulesetId + QLatin1Char('/') + procedure;
        auto title = titles.constFind(key);
        if (title == titles.constEnd()) {
            QString found = procedure;
            if (const rulesets::Ruleset *ruleset = rulesets::findRuleset(rulesetId)) {
                for (const rulesets::ProcedureInfo &info : ruleset->procedures()) {
                    if (info.id == procedure)
                        found = info.title;
                }
            }
            title = titles.insert(key, found);
        }
        return tr("Result: %1").arg(*title);
    }
    if (step.type == QLatin1String("undo"))
        return tr("Undo");
    if (step.type == QLatin1String("redo"))
        return tr("Redo");
    return core::Changes::label(step.type);
}

QStringList LogModel::unitsOf(const core::Event &event)
{
    QStringList units;
    auto add = [&units](const QString &id) {
        if (!id.isEmpty() && !units.contains(id))
            units << id;
    };
    for (const core::Change &change : changesIn(event)) {
        const QString &type = change.type;
        const QJsonObject &payload = change.payload;
        if (type == QLatin1String("unit.added"))
            add(payload.value(QStringLiteral("unit"))
                    .toObject()
                    .value(QStringLiteral("id"))
                    .toString());
        else if (type.startsWith(QLatin1String("unit.")))
            add(payload.value(QStringLiteral("id")).toString());
        else if (type.startsWith(QLatin1String("base.")))
            add(payload.value(QStringLiteral("unit")).toString());
        else if (type == QLatin1String("bases.moved")) {
            for (const QJsonValue &move : payload.value(QStringLiteral("moves")).toArray())
                add(move.toObject().value(QStringLiteral("unit")).toString());
        } else if (type == QLatin1String("markers.assigned")) {
            for (const QJsonValue &one : payload.value(QStringLiteral("assignments")).toArray())
                add(one.toObject().value(QStringLiteral("unit")).toString());
        } else if (type == QLatin1String("commander.changed"))
            add(payload.value(QStringLiteral("set"))
                    .toObject()
                    .value(QStringLiteral("attachedTo"))
                    .toString());
    }
    // A result is about the battle groups its input named, whatever it changed (a passed test
    // changes nothing).
    const core::Change step = stepOf(event);
    if (step.type == resultType) {
        const QJsonObject record = step.payload.value(QStringLiteral("record")).toObject();
        for (const QJsonValue &id : record.value(QStringLiteral("units")).toArray())
            add(id.toString());
    }
    return units;
}

LogModel::LogModel(QObject *parent) : QAbstractTableModel(parent) {}

void LogModel::setDocument(const BattleDocument *document)
{
    beginResetModel();
    if (mDocument)
        disconnect(mDocument, nullptr, this, nullptr);
    mDocument = document;
    mRows = document ? int(document->session().events().size()) : 0;
    if (document)
        connect(document, &BattleDocument::changed, this, &LogModel::appended);
    endResetModel();
}

void LogModel::appended()
{
    // Every change appends to the log, which only grows: undo and redo are appended too.
    const int rows = int(mDocument->session().events().size());
    if (rows > mRows) {
        beginInsertRows({}, mRows, rows - 1);
        mRows = rows;
        endInsertRows();
    }
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : mRows;
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!mDocument || !index.isValid() || index.row() >= mRows)
        return {};
    const auto &event = mDocument->session().events()[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Seq:
            return event.seq;
        case Time:
            return event.time.toLocalTime().toString(QStringLiteral("hh:mm:ss"));
        case Turn:
            return event.turn;
        case Phase:
            return event.phase;
        case Description:
            return event.description;
        }
    }
    switch (role) {
    case TurnRole:
        return event.turn;
    case KindRole:
        return kindOf(event);
    case KindNameRole:
        return kindNameOf(event);
    case UnitsRole:
        return unitsOf(event);
    case DetailRole:
        return detailOf(event);
    case Qt::ToolTipRole: {
        const QString detail = detailOf(event);
        if (index.column() == Description && !detail.isEmpty())
            return detail;
        return event.time.toLocalTime().toString(Qt::ISODate) + QLatin1Char('\n') +
               kindNameOf(event);
    }
    default:
        break;
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Seq || index.column() == Turn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Seq:
        return tr("#");
    case Time:
        return tr("Time");
    case Turn:
        return tr("Turn");
    case Phase:
        return tr("Phase");
    case Description:
        return tr("Event");
    }
    return {};
}

} // namespace adjutant::app
