// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <exception>

namespace adjutant::core {

// What Adjutant reports when an input, a file or the store refuses something. The message is
// for the user: it names what is wrong and where ("units[3].bases[1].width: must be a positive
// number").
class Error : public std::exception
{
public:
    explicit Error(QString message) : mMessage(std::move(message)), mUtf8(mMessage.toUtf8()) {}
    const QString &message() const { return mMessage; }
    const char *what() const noexcept override { return mUtf8.constData(); }

private:
    QString mMessage;
    QByteArray mUtf8;
};

// The connection to a club server was lost while a statement ran, and could not be made again:
// what the statement would have written may or may not have been recorded (its answer was lost
// with the connection). A failover in progress looks like this until the standby is promoted.
class ConnectionLostError : public Error
{
public:
    using Error::Error;
};

// A store's refusal of an append whose seq does not follow the store's log: another writer (a
// second program on the file, the umpire on the club server) appended meanwhile. The caller
// catches up with GameStore::eventsAfter() and decides again; nothing was recorded.
class StaleLogError : public Error
{
public:
    StaleLogError(const QString &location, qint64 lastSeq, qint64 expectedLastSeq)
        : Error(QStringLiteral("%1: was changed by another program (its log ends at event %2, expected %3); "
                               "reopen it")
                    .arg(location)
                    .arg(lastSeq)
                    .arg(expectedLastSeq)),
          mLocation(location), mLastSeq(lastSeq), mExpectedLastSeq(expectedLastSeq)
    {
    }
    // The store that refused, as its messages name it.
    const QString &location() const { return mLocation; }
    // The seq of the store's last event when it refused.
    qint64 lastSeq() const { return mLastSeq; }
    // The seq the refused append expected to follow.
    qint64 expectedLastSeq() const { return mExpectedLastSeq; }

private:
    QString mLocation;
    qint64 mLastSeq;
    qint64 mExpectedLastSeq;
};

} // namespace adjutant::core
