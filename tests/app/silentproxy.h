#pragma once

// A server that stops answering, for the club tests: a TCP port on 127.0.0.1 that passes every
// connection through to the test's PostgreSQL (its Unix socket, or its TCP port) until it is told
// to fall silent. Silent, it keeps accepting connections and reading what they send, and answers
// nothing, as a server that hangs (or a network that drops everything) does: a client waiting
// for an answer waits until its own time runs out. Told to speak again, it ends the connections
// it kept silent (their clients see a reset) and passes new ones through again. It runs on a
// thread of its own, so that a client on the test's thread that waits for it does not stop it.

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
        QObject::connect(client, &QTcpSocket::readyRead, client, [this, client, server] {
            const QByteArray data = client->readAll();
            if (mSilent)
                client->setProperty("silenced", true);
            else
                server->write(data);
        });
        QObject::connect(server, &QIODevice::readyRead, client, [this, client, server] {
            const QByteArray data = server->readAll();
            if (mSilent)
                client->setProperty("silenced", true);
            else
                client->write(data);
        });
        QObject::connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
    }

    QThread mThread;
    QTcpServer *mServer = nullptr;
    QString mHost;
    int mPort = 5432;
    std::atomic<quint16> mListening = 0;
    std::atomic<bool> mSilent = false;
    std::atomic<int> mAccepted = 0;
};

} // namespace clubtesting
