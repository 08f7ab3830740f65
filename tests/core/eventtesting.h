// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Events of the shipped FoGR demo that the club tests record and compare (tst_clubcli,
// tst_journaledstore).

#include "core/change.h"
#include "core/event.h"

#include <QDateTime>
#include <QList>
#include <QUuid>

namespace eventtesting {

// The tercio's front left base moved to (x, 10), facing 0.
inline adjutant::core::Change moveTo(double x)
{
    return adjutant::core::Change{QStringLiteral("base.moved"),
                                  {{QStringLiteral("unit"), QStringLiteral("tercio")},
                                   {QStringLiteral("id"), QStringLiteral("f1r1")},
                                   {QStringLiteral("x"), x},
                                   {QStringLiteral("y"), 10},
                                   {QStringLiteral("facing"), 0}}};
}

// Event `seq` of a log: the tercio moved to x = seq, recorded now with a new id.
inline adjutant::core::Event tercioMoves(qint64 seq)
{
    adjutant::core::Event event;
    event.seq = seq;
    event.id = QUuid::createUuid();
    event.time = QDateTime::currentDateTimeUtc();
    event.type = QStringLiteral("base.moved");
    event.payload = {{QStringLiteral("unit"), QStringLiteral("tercio")}, {QStringLiteral("x"), double(seq)}};
    event.description = QStringLiteral("Tercio moves");
    return event;
}

// The events' client-made ids, in order.
inline QList<QUuid> idsOf(const QList<adjutant::core::Event> &events)
{
    QList<QUuid> ids;
    for (const adjutant::core::Event &event : events)
        ids << event.id;
    return ids;
}

} // namespace eventtesting
