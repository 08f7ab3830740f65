// SPDX-License-Identifier: GPL-3.0-or-later
// The embedded store's reading of its log: the rows through SQLite's own interface, their JSON
// parsed on two threads, handed over a batch at a time to be replayed as the next is parsed.
#include "core/sqlitestore.h"

#include "core/change.h"
#include "core/error.h"
#include "core/sqlitefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

namespace adjutant::core {

using namespace sqlitefile;

namespace {

// One stored event as read, its payload and undo data still JSON text.
struct StoredEvent
{
    Event event;
    QByteArray payload;
    std::optional<QByteArray> undo;
    std::optional<QString> damage; // once parsed: why it is unreadable, if it is
};

// Parses a stored event's payload and undo data into it; the message of a damaged one.
std::optional<QString> parse(StoredEvent &stored)
{
    Event &event = stored.event;
    const QJsonDocument payload = QJsonDocument::fromJson(stored.payload);
    if (!payload.isObject())
        return QStringLiteral("is damaged: event %1 has an unreadable payload").arg(event.seq);
    event.payload = payload.object();
    if (!stored.undo)
        return std::nullopt;
    const QJsonDocument undo = QJsonDocument::fromJson(*stored.undo);
    if (!undo.isArray())
        return QStringLiteral("is damaged: event %1 has unreadable undo data").arg(event.seq);
    try {
        const QJsonArray changes = undo.array();
        for (qsizetype i = 0; i < changes.size(); ++i)
            event.undo << Change::fromJson(changes[i], QStringLiteral("undo"), i);
    } catch (const Error &error) {
        return QStringLiteral("is damaged: event %1: %2").arg(event.seq).arg(error.message());
    }
    return std::nullopt;
}

// Stored events parsed on two threads as they are read, and handed over a batch at a time. The
// rows come from SQLite on the caller's thread (its connection's own), a batch at a time, and a
// helper parses the batches as they come. Once all are read, the caller hands the batches over in
// order, each as soon as it is parsed, and parses batches itself while it waits for one: the
// caller replays one batch while the helper parses the next. Parsing the JSON is most of reading a long
// log (10,000 events: 28 of 47 ms). A short log (one batch) is parsed on the caller's thread alone.
class ParallelParse
{
public:
    static constexpr size_t batchSize = 512;

    ParallelParse() = default;
    ParallelParse(const ParallelParse &) = delete;
    ParallelParse &operator=(const ParallelParse &) = delete;
    ~ParallelParse() { finish(); }

    void add(std::vector<StoredEvent> batch)
    {
        bool second = false;
        {
            const std::lock_guard lock(mMutex);
            mBatches.push_back(std::move(batch));
            mParsed.push_back(false);
            second = mBatches.size() == 2;
        }
        if (!second) {
            mChanged.notify_all();
            return;
        }
        try {
            mHelper = std::thread([this] { parseBatches(); });
        } catch (const std::system_error &) {
            // No thread to be had (the process's limit): every batch is parsed on this one.
        }
    }

    // Once every row is read: hands each batch's events to `take` in order. The first damaged
    // event of a batch refuses the file, after the batches before it were handed over.
    void handOut(const QString &path, const std::function<void(QList<Event> &part)> &take)
    {
        {
            const std::lock_guard lock(mMutex);
            mAllRead = true;
        }
        mChanged.notify_all();
        for (size_t k = 0; k < mBatches.size(); ++k) {
            std::unique_lock lock(mMutex);
            // Until batch k is parsed, this thread parses the first batch nobody has taken (k
            // itself when the helper has not reached it) rather than wait.
            while (!mParsed[k] && !mFailed) {
                if (mNext < mBatches.size()) {
                    const size_t mine = mNext++;
                    lock.unlock();
                    parseBatch(mine);
                    lock.lock();
                } else {
                    mChanged.wait(lock);
                }
            }
            if (mFailed)
                std::rethrow_exception(mFailed);
            lock.unlock();
            QList<Event> part;
            part.reserve(qsizetype(mBatches[k].size()));
            for (StoredEvent &stored : mBatches[k]) {
                if (stored.damage)
                    refuse(path, *stored.damage);
                part << std::move(stored.event);
            }
            mBatches[k] = {}; // freed as it goes
            take(part);
        }
    }

private:
    // The helper: takes the batches not yet taken, in order, until every row is read and taken.
    void parseBatches()
    {
        try {
            for (;;) {
                std::unique_lock lock(mMutex);
                mChanged.wait(lock, [this] { return mNext < mBatches.size() || mAllRead || mStopped; });
                if (mNext >= mBatches.size() || mStopped)
                    return;
                const size_t k = mNext++;
                lock.unlock();
                parseBatch(k);
            }
        } catch (...) { // out of memory
            const std::lock_guard lock(mMutex);
            mFailed = std::current_exception();
            mChanged.notify_all();
        }
    }
    // Parses batch k, taken by this thread (each event's damage kept with it), and tells it parsed
    // under the lock: whoever hands it over reads it after.
    void parseBatch(size_t k)
    {
        std::vector<StoredEvent> *batch = nullptr;
        {
            const std::lock_guard lock(mMutex);
            batch = &mBatches[k]; // a deque: it stays put as batches are added
        }
        for (StoredEvent &stored : *batch)
            stored.damage = parse(stored);
        {
            const std::lock_guard lock(mMutex);
            mParsed[k] = true;
        }
        mChanged.notify_all();
    }
    void finish()
    {
        {
            const std::lock_guard lock(mMutex);
            mStopped = true;
        }
        mChanged.notify_all();
        if (mHelper.joinable())
            mHelper.join();
    }

    std::mutex mMutex;
    std::condition_variable mChanged;
    std::deque<std::vector<StoredEvent>> mBatches;
    std::deque<bool> mParsed;
    size_t mNext = 0; // the first batch not yet taken
    bool mAllRead = false;
    bool mStopped = false; // handed out, or given up (a refusal): the helper ends
    std::exception_ptr mFailed;
    std::thread mHelper;
};

} // namespace

QList<Event> SqliteStore::eventsAfter(qint64 seq)
{
    QList<Event> events;
    readAfter(seq, [&](QList<Event> &part) { events.append(std::move(part)); });
    return events;
}

void SqliteStore::readLog(const std::function<void(QList<Event> &part)> &take)
{
    readAfter(0, take);
}

namespace {

// A statement prepared on the connection's own sqlite3 handle, finalized however reading ends.
struct Statement
{
    sqlite3_stmt *handle = nullptr;
    ~Statement() { sqlite3_finalize(handle); }
};

// Column `i` of the current row as UTF-8 text (SQLite's own conversion only if the file keeps its
// text in another encoding), and as bytes.
QByteArrayView columnText(sqlite3_stmt *statement, int i)
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(statement, i));
    return {text, sqlite3_column_bytes(statement, i)};
}
QByteArrayView columnBytes(sqlite3_stmt *statement, int i)
{
    const auto *bytes = static_cast<const char *>(sqlite3_column_blob(statement, i));
    return {bytes, sqlite3_column_bytes(statement, i)};
}

// The texts a log repeats (its events' types, phases and authors), made once and shared by the
// events that carry them. Holds at most `capacity` texts of at most `longest` bytes (a damaged or
// hostile file's long ones are made anew each time, not kept twice).
class RepeatedTexts
{
public:
    QString text(QByteArrayView utf8)
    {
        if (utf8.size() > longest)
            return QString::fromUtf8(utf8);
        const std::string_view key(utf8.data(), size_t(utf8.size()));
        if (const auto found = mMade.find(key); found != mMade.end())
            return found->second;
        QString made = QString::fromUtf8(utf8);
        if (mMade.size() < capacity)
            mMade.emplace(key, made);
        return made;
    }

private:
    static constexpr size_t capacity = 256;
    static constexpr qsizetype longest = 256;
    struct Hash
    {
        using is_transparent = void;
        size_t operator()(std::string_view key) const { return std::hash<std::string_view>()(key); }
    };
    std::unordered_map<std::string, QString, Hash, std::equal_to<>> mMade;
};

} // namespace

void SqliteStore::readAfter(qint64 seq, const std::function<void(QList<Event> &part)> &take)
{
    // Read through SQLite's own interface on the connection's handle: 100,000 rows took 170 ms
    // through QSqlQuery (a QVariant and a copy a column), of which 48 ms was SQLite's own step.
    const QVariant handle = QSqlDatabase::database(mConnection, false).driver()->handle();
    sqlite3 *connection =
        qstrcmp(handle.typeName(), "sqlite3*") == 0 ? *static_cast<sqlite3 *const *>(handle.constData()) : nullptr;
    if (!connection)
        refuse(mPath, QStringLiteral("cannot read the log: it is not open"));
    // A file of schema 1 has neither ids nor authors: its events are named as it will be upgraded.
    const char *select = mSchema < 2 ? "SELECT seq, recorded_at, type, type_version, turn, phase, payload, "
                                       "description, undo, NULL, '' FROM events WHERE seq > ? ORDER BY seq"
                                     : "SELECT seq, recorded_at, type, type_version, turn, phase, payload, "
                                       "description, undo, id, author FROM events WHERE seq > ? ORDER BY seq";
    Statement query;
    if (sqlite3_prepare_v2(connection, select, -1, &query.handle, nullptr) != SQLITE_OK ||
        sqlite3_bind_int64(query.handle, 1, seq) != SQLITE_OK)
        refuse(mPath, QStringLiteral("cannot read the log: %1").arg(QString::fromUtf8(sqlite3_errmsg(connection))));
    ParallelParse parsing;
    RepeatedTexts repeated;
    std::vector<StoredEvent> batch;
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(query.handle)) == SQLITE_ROW) {
        StoredEvent stored;
        Event &event = stored.event;
        event.seq = sqlite3_column_int64(query.handle, 0);
        event.id = mSchema < 2 ? schemaOneEventId(mBattle, event.seq)
                               : QUuid::fromRfc4122(columnBytes(query.handle, 9));
        event.author = repeated.text(columnText(query.handle, 10));
        event.time = QDateTime::fromMSecsSinceEpoch(sqlite3_column_int64(query.handle, 1), Qt::UTC);
        event.type = repeated.text(columnText(query.handle, 2));
        event.version = sqlite3_column_int(query.handle, 3);
        event.turn = sqlite3_column_int(query.handle, 4);
        event.phase = repeated.text(columnText(query.handle, 5));
        stored.payload = columnText(query.handle, 6).toByteArray();
        event.description = QString::fromUtf8(columnText(query.handle, 7));
        if (sqlite3_column_type(query.handle, 8) != SQLITE_NULL)
            stored.undo = columnText(query.handle, 8).toByteArray();
        batch.push_back(std::move(stored));
        if (batch.size() == ParallelParse::batchSize)
            parsing.add(std::exchange(batch, {}));
    }
    if (step != SQLITE_DONE)
        refuse(mPath, readProblem(sqlite3_errcode(connection), QString::fromUtf8(sqlite3_errmsg(connection))));
    if (!batch.empty())
        parsing.add(std::move(batch));
    parsing.handOut(mPath, take);
}

} // namespace adjutant::core
