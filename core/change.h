// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace adjutant::core {

// One change to a battle: an event type ("unit.added", "base.moved", ...) and its payload.
// docs/formats.md lists every type and its payload.
struct Change
{
    QString type;
    QJsonObject payload;

    bool operator==(const Change &) const = default;
    QJsonObject toJson() const;
    // Throws core::Error naming `path` when the value is not {"type": ..., "payload": {...}}.
    static Change fromJson(const QJsonValue &value, const QString &path);
    // The same for item `index` of the array at `arrayPath` ("undo[3]"), the path made only to
    // name a problem: a replayed log reads one for every undoable event.
    static Change fromJson(const QJsonValue &value, const QString &arrayPath, qsizetype index);
};

using ChangeList = QList<Change>;

} // namespace adjutant::core
