// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A server that stops answering, for the club tests: a TCP port on 127.0.0.1 that passes every
// connection through to the test's PostgreSQL (its Unix socket, or its TCP port) until it is told
// to fall silent. Silent, it keeps accepting connections and reading what they send, and answers
// nothing, as a server that hangs (or a network that drops everything) does: a client waiting
// for an answer waits until its own time runs out. Told to speak again, it ends the connections
// it kept silent (their clients see a reset) and passes new ones through again. It runs on a
// thread of its own, so that a client on the test's thread that waits for it does not stop it.
//
// It can also cut connections while they are being made: cutWhileConnecting(n, k) ends each of
// the next n connections when its client sends its k-th statement after the server said it is
// ready (PostgreSQL's ReadyForQuery): libpq has connected, and the driver's own set-up statements
// (the client encoding, the date style ...) or the first of the client's find the connection gone.
// For that it reads the server's messages, so the client must not ask for TLS or GSS encryption
// (sslmode=disable, gssencmode=disable).

#include <QIODevice>
#include <QLocalSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QUrl>
#include <QUrlQuery>

#include <atomic>
#include <memory>

namespace clubtesting {

class SilentProxy
{
public:
    // `upstream`: the server's URI (postgresql://...; host a folder for a Unix socket).
    explicit SilentProxy(const QString &upstream)
    {
        const QUrl url(upstream);
        const QUrlQuery query(url);
        const QString host = query.hasQueryItem(QStringLiteral("host"))
                                 ? query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded)
                                 : url.host();
        const int port = query.hasQueryItem(QStringLiteral("port"))
                             ? query.queryItemValue(QStringLiteral("port")).toInt()
                             : url.port(5432);
        mHost = host.isEmpty() ? QStringLiteral("/var/run/postgresql") : host;
        mPort = port;
        mThread.start();
        mServer = new QTcpServer;
        mServer->moveToThread(&mThread);
        QMetaObject::invokeMethod(
            mServer, [this] { listen(); }, Qt::BlockingQueuedConnection);
    }
    ~SilentProxy()
    {
        QMetaObject::invokeMethod(
            mServer, [this] { delete mServer; }, Qt::BlockingQueuedConnection);
        mThread.quit();
        mThread.wait();
    }
    quint16 port() const { return mListening; }
    // Falls silent (true) or passes connections through again (false, ending the silent ones).
    void setSilent(bool silent)
    {
        mSilent = silent;
        if (!silent) {
            QMetaObject::invokeMethod(
                mServer,
                [this] {
                    for (QTcpSocket *client : mServer->findChildren<QTcpSocket *>()) {
                        if (client->property("silenced").toBool())
                            client->abort();
                    }
                },
                Qt::BlockingQueuedConnection);
        }
    }
    // Connections accepted so far.
    int accepted() const { return mAccepted; }
    // Ends each of the next `count` connections at its `statement`-th statement (see above).
    void cutWhileConnecting(int count, int statement = 1)
    {
        mCutAt = statement;
        mToCut = count;
    }
    // Connections ended so by cutWhileConnecting().
    int cut() const { return mCut; }

private:
    void listen()
    {
        mServer->listen(QHostAddress::LocalHost, 0);
        mListening = mServer->serverPort();
        QObject::connect(mServer, &QTcpServer::newConnection, mServer, [this] {
            while (QTcpSocket *client = mServer->nextPendingConnection()) {
                client->setParent(mServer);
                ++mAccepted;
                pass(client);
            }
        });
    }
    void pass(QTcpSocket *client)
    {
        QIODevice *server = nullptr;
        if (mHost.startsWith(QLatin1Char('/'))) {
            auto *local = new QLocalSocket(client);
            local->connectToServer(QStringLiteral("%1/.s.PGSQL.%2").arg(mHost).arg(mPort));
            QObject::connect(local, &QLocalSocket::disconnected, client,
                             &QTcpSocket::disconnectFromHost);
            server = local;
        } else {
            auto *tcp = new QTcpSocket(client);
            tcp->connectToHost(mHost, quint16(mPort));
            QObject::connect(tcp, &QTcpSocket::disconnected, client,
                             &QTcpSocket::disconnectFromHost);
            server = tcp;
        }
        if (mSilent)
            client->setProperty("silenced", true);
        if (mToCut > 0) {
            --mToCut;
            client->setProperty("toCut", true);
            client->setProperty("cutAt", mCutAt.load());
        }
        QObject::connect(client, &QTcpSocket::readyRead, client, [this, client, server] {
            const QByteArray data = client->readAll();
            if (client->property("toCut").toBool() && client->property("ready").toBool()) {
                // One statement per write: the driver waits for each answer before the next.
                const int sent = client->property("sent").toInt() + 1;
                client->setProperty("sent", sent);
                if (sent >= client->property("cutAt").toInt()) {
                    ++mCut;
                    client->abort();
                    return;
                }
            }
            if (mSilent)
                client->setProperty("silenced", true);
            else
                server->write(data);
        });
        QObject::connect(server, &QIODevice::readyRead, client, [this, client, server] {
            const QByteArray data = server->readAll();
            if (client->property("toCut").toBool())
                readMessages(client, data);
            if (mSilent)
                client->setProperty("silenced", true);
            else
                client->write(data);
        });
        QObject::connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
    }
    // Follows the server's messages to `client` (a type byte, then a length that counts itself)
    // and marks it "ready" at the first ReadyForQuery ('Z').
    static void readMessages(QTcpSocket *client, const QByteArray &data)
    {
        QByteArray buffer = client->property("fromServer").toByteArray() + data;
        while (buffer.size() >= 5) {
            const auto byte = [&](int i) { return quint32(quint8(buffer[i])); };
            const qsizetype length =
                qsizetype(byte(1) << 24 | byte(2) << 16 | byte(3) << 8 | byte(4));
            if (buffer.size() < 1 + length)
                break;
            if (buffer[0] == 'Z')
                client->setProperty("ready", true);
            buffer.remove(0, 1 + length);
        }
        client->setProperty("fromServer", buffer);
    }

    QThread mThread;
    QTcpServer *mServer = nullptr;
    QString mHost;
    int mPort = 5432;
    std::atomic<quint16> mListening = 0;
    std::atomic<bool> mSilent = false;
    std::atomic<int> mAccepted = 0;
    std::atomic<int> mToCut = 0;
    std::atomic<int> mCutAt = 1;
    std::atomic<int> mCut = 0;
};

} // namespace clubtesting
