// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/battlesession.h"

#include "core/changes.h"
#include "core/error.h"
#include "core/gamestore.h"
#include "core/jsonreader.h"
#include "core/printable.h"
#include "core/scenariowriter.h"
#include "core/textlimits.h"

#include <QJsonArray>

namespace adjutant::core {

namespace {

const QString undoType = QStringLiteral("undo");
const QString redoType = QStringLiteral("redo");
const QString createdType = QStringLiteral("battle.created");
const QString followedUpType = QStringLiteral("change.followedUp");
const QString importedType = QStringLiteral("battle.imported");

QJsonArray toJson(const ChangeList &changes)
{
    QJsonArray array;
    for (const Change &change : changes)
        array.append(change.toJson());
    return array;
}

ChangeList changesOf(const JsonReader &payload)
{
    ChangeList changes;
    const QJsonArray items = payload.array(u"changes");
    for (qsizetype i = 0; i < items.size(); ++i)
        changes << Change::fromJson(items[i], payload.pathOf(u"changes"), i);
    return changes;
}

} // namespace

BattleSession::BattleSession(std::unique_ptr<GameStore> store) : mStore(std::move(store)) {}

BattleSession::~BattleSession() = default;

std::unique_ptr<BattleSession> BattleSession::create(std::unique_ptr<GameStore> store,
                                                     const Battle &initial)
{
    std::unique_ptr<BattleSession> session(new BattleSession(std::move(store)));
    if (!session->mStore->loadEvents().isEmpty())
        throw Error(QStringLiteral("%1: already holds a battle").arg(session->mStore->location()));
    const Change created{createdType, {{QStringLiteral("scenario"), ScenarioWriter::write(initial)}}};
    Event event = session->nextEvent(created.type, created.payload, Changes::describe(Battle(), created));
    // The battle starts in the scenario's turn and phase, and so does its log.
    event.turn = initial.turn;
    event.phase = initial.phase;
    session->commit(event);
    return session;
}

std::unique_ptr<BattleSession> BattleSession::open(std::unique_ptr<GameStore> store, StateRule rule)
{
    std::unique_ptr<BattleSession> session(new BattleSession(std::move(store)));
    session->mStateRule = std::move(rule);
    // Replayed a part at a time as the store reads the log: a long file's next part is parsed
    // while this one is replayed.
    session->mStore->readLog([&session](QList<Event> &part) {
        for (Event &event : part) {
            // Replay in place: every stored event was validated when it was recorded, and a replay
            // that fails refuses the whole file. A log from elsewhere is checked as it comes.
            try {
                if (session->mStateRule) {
                    Battle next = session->mBattle;
                    session->applyTo(next, event);
                    session->checkState(session->mBattle, next, event);
                    session->mBattle = std::move(next);
                } else {
                    session->applyTo(session->mBattle, event);
                }
                session->bookkeep(std::move(event)); // last: it takes the event
            } catch (const Error &error) {
                throw Error(QStringLiteral("%1: event %2 (%3) cannot be replayed: %4")
                                .arg(session->mStore->location())
                                .arg(event.seq)
                                .arg(printableName(event.type), error.message()));
            }
        }
    });
    if (session->mEvents.isEmpty())
        throw Error(QStringLiteral("%1: holds no battle (its log is empty)").arg(session->mStore->location()));
    return session;
}

Event BattleSession::nextEvent(const QString &type, const QJsonObject &payload, QString description) const
{
    Event event;
    event.seq = mEvents.isEmpty() ? 1 : mEvents.last().seq + 1;
    event.id = QUuid::createUuid();
    event.author = mStore->author();
    event.time = QDateTime::currentDateTimeUtc();
    event.type = type;
    event.version = Changes::currentVersion;
    event.turn = mBattle.turn;
    event.phase = mBattle.phase;
    event.payload = payload;
    event.description = std::move(description);
    return event;
}

void BattleSession::applyTo(Battle &battle, const Event &event) const
{
    const qint64 expected = mEvents.isEmpty() ? 1 : mEvents.last().seq + 1;
    if (event.seq != expected) {
        const qint64 last = expected - 1;
        if (last == 0)
            throw Error(QStringLiteral("the log starts at event %1 instead of 1").arg(event.seq));
        if (event.seq == last)
            throw Error(QStringLiteral("the log has event %1 twice").arg(event.seq));
        throw Error(QStringLiteral("the log %1 from event %2 to %3")
                        .arg(event.seq < last ? QStringLiteral("goes back") : QStringLiteral("skips"))
                        .arg(last)
                        .arg(event.seq));
    }
    if (event.version > Changes::currentVersion) {
        throw Error(QStringLiteral("written by a newer Adjutant (event version %1; this one reads up to %2)")
                        .arg(event.version)
                        .arg(Changes::currentVersion));
    }
    if ((event.type == createdType) != (event.seq == 1))
        throw Error(QStringLiteral("a log starts with battle.created, and only there"));

    const JsonReader payload(event.payload, QStringLiteral("payload"));
    if (event.type == undoType || event.type == redoType) {
        const bool isUndo = event.type == undoType;
        const QList<qint64> &stack = isUndo ? mUndo : mRedo;
        const QStringView targetKey = isUndo ? u"undoes" : u"redoes";
        payload.allowOnly({targetKey, u"changes"});
        const qint64 target = payload.integer(targetKey, 1, std::numeric_limits<int>::max());
        if (stack.isEmpty() || stack.last() != target) {
            payload.fail(targetKey, QStringLiteral("event %1 is not the next step to %2")
                                        .arg(target)
                                        .arg(isUndo ? QStringLiteral("undo") : QStringLiteral("redo")));
        }
        for (const Change &change : changesOf(payload))
            Changes::apply(battle, change);
        return;
    }
    // An undoable event carries its inverse; only a rule-set result that changed nothing (a
    // cohesion test passed) has an empty one, and is still a step of the log to undo.
    if (event.undo.isEmpty() && Changes::isUndoable(event.type)) {
        const bool changesNothing = event.type == QLatin1String("adjudication.applied") &&
                                    event.payload.value(QStringLiteral("changes")).toArray().isEmpty();
        if (!changesNothing)
            throw Error(QStringLiteral("the event has no undo data"));
    }
    Changes::apply(battle, event.change());
}

void BattleSession::bookkeep(Event event)
{
    if (event.type == undoType) {
        mRedo << mUndo.takeLast();
    } else if (event.type == redoType) {
        mUndo << mRedo.takeLast();
    } else if (Changes::isUndoable(event.type)) {
        mUndo << event.seq;
        mRedo.clear();
    }
    mEvents << std::move(event);
}

void BattleSession::checkState(const Battle &before, const Battle &after, const Event &event) const
{
    if (!mStateRule)
        return;
    const QStringList problems = mStateRule(after);
    if (problems.isEmpty())
        return;
    // A problem the battle had before the event is not the event's doing: a file written before
    // the rule still plays, and the player may mend it by a step of its own.
    const QStringList had = event.type == importedType ? QStringList() : mStateRule(before);
    for (const QString &problem : problems) {
        if (!had.contains(problem))
            throw Error(problem);
    }
}

void BattleSession::checkNewText(const Battle &next, const Event &event) const
{
    // New text enters here (the app, apply, a recorded result): within the limits, the battle's
    // fields first (a name: 200), then anything else the change carries. Replay, undo and redo
    // take a stored battle's text as it is, even an older Adjutant's longer one.
    TextLimits::check(next, &mBattle);
    TextLimits::checkJson(event.payload, QStringLiteral("payload"));
}

const Event &BattleSession::commit(const Event &event, bool newText)
{
    // Work on a copy: a change that fails half-way, or a store that refuses, leaves the battle
    // as it was.
    Battle next = mBattle;
    applyTo(next, event);
    if (newText)
        checkNewText(next, event);
    checkState(mBattle, next, event);
    mStore->append(event);
    mBattle = std::move(next);
    bookkeep(event);
    return mEvents.last();
}

Event BattleSession::eventOf(const Change &change) const
{
    if (change.type == undoType || change.type == redoType || change.type == createdType)
        throw Error(QStringLiteral("type: %1 cannot be recorded as a change").arg(printableName(change.type)));
    if (!Changes::isKnownType(change.type))
        throw Error(QStringLiteral("type: unknown event type \"%1\"").arg(printableName(change.type)));
    const Change step = withFollowUps(change);
    Event event = nextEvent(step.type, step.payload, Changes::describe(mBattle, step));
    if (Changes::isUndoable(step.type))
        event.undo = Changes::inverse(mBattle, step);
    return event;
}

const Event &BattleSession::record(const Change &change)
{
    return commit(eventOf(change), true);
}

void BattleSession::check(const Change &change) const
{
    const Event event = eventOf(change);
    Battle next = mBattle;
    applyTo(next, event);
    checkNewText(next, event);
    checkState(mBattle, next, event);
}

Change BattleSession::withFollowUps(const Change &change) const
{
    if (!mFollowUps || change.type.startsWith(QLatin1String("battle.")) ||
        change.type == followedUpType)
        return change;
    Battle after = mBattle;
    Changes::apply(after, change); // a change that does not apply is refused as it is
    return Changes::followedUp(change, mFollowUps(mBattle, after));
}

const Event &BattleSession::undo()
{
    if (mUndo.isEmpty())
        throw Error(QStringLiteral("nothing to undo"));
    const Event &step = target(mUndo.last());
    return commit(nextEvent(undoType,
                            {{QStringLiteral("undoes"), step.seq}, {QStringLiteral("changes"), toJson(step.undo)}},
                            QStringLiteral("Undo: ") + step.description));
}

const Event &BattleSession::redo()
{
    if (mRedo.isEmpty())
        throw Error(QStringLiteral("nothing to redo"));
    const Event &step = target(mRedo.last());
    return commit(nextEvent(redoType,
                            {{QStringLiteral("redoes"), step.seq}, {QStringLiteral("changes"), toJson({step.change()})}},
                            QStringLiteral("Redo: ") + step.description));
}

qsizetype BattleSession::catchUp()
{
    const QList<Event> news = mStore->eventsAfter(mEvents.isEmpty() ? 0 : mEvents.last().seq);
    const Battle battle = mBattle;
    const QList<Event> events = mEvents;
    const QList<qint64> undo = mUndo;
    const QList<qint64> redo = mRedo;
    for (const Event &event : news) {
        try {
            // What another writer appended comes in as a step recorded here would: checked.
            Battle next = mBattle;
            applyTo(next, event);
            checkState(mBattle, next, event);
            mBattle = std::move(next);
            bookkeep(event);
        } catch (const Error &error) {
            mBattle = battle;
            mEvents = events;
            mUndo = undo;
            mRedo = redo;
            throw Error(QStringLiteral("%1: event %2 (%3) cannot be replayed: %4")
                            .arg(mStore->location())
                            .arg(event.seq)
                            .arg(printableName(event.type), error.message()));
        }
    }
    return news.size();
}

void BattleSession::reload()
{
    Battle battle;
    QList<Event> events;
    QList<qint64> undo;
    QList<qint64> redo;
    std::swap(battle, mBattle);
    std::swap(events, mEvents);
    std::swap(undo, mUndo);
    std::swap(redo, mRedo);
    try {
        const QList<Event> all = mStore->loadEvents();
        for (const Event &event : all) {
            try {
                applyTo(mBattle, event);
                bookkeep(event);
            } catch (const Error &error) {
                throw Error(QStringLiteral("%1: event %2 (%3) cannot be replayed: %4")
                                .arg(mStore->location())
                                .arg(event.seq)
                                .arg(printableName(event.type), error.message()));
            }
        }
    } catch (const Error &) {
        mBattle = std::move(battle);
        mEvents = std::move(events);
        mUndo = std::move(undo);
        mRedo = std::move(redo);
        throw;
    }
}

const Event &BattleSession::reapply(const Event &event, qint64 parted, QHash<qint64, qint64> &moved)
{
    if (event.type == createdType)
        throw Error(QStringLiteral("a battle's start cannot be made again on top of another"));
    Event made;
    if (event.type == undoType || event.type == redoType) {
        const bool isUndo = event.type == undoType;
        const JsonReader payload(event.payload, QStringLiteral("payload"));
        const QStringView key = isUndo ? u"undoes" : u"redoes";
        qint64 step = payload.integer(key, 1, std::numeric_limits<int>::max());
        if (step > parted) {
            if (!moved.contains(step))
                throw Error(QStringLiteral("it takes back or repeats a step that no longer applies"));
            step = moved.value(step);
        }
        const QList<qint64> &stack = isUndo ? mUndo : mRedo;
        if (stack.isEmpty() || stack.last() != step) {
            throw Error(isUndo ? QStringLiteral("the step it undoes is no longer the last step")
                               : QStringLiteral("the step it redoes is no longer the last step undone"));
        }
        const Event &target = this->target(step);
        made = nextEvent(event.type,
                         {{QString(key.toString()), step},
                          {QStringLiteral("changes"), toJson(isUndo ? target.undo : ChangeList{target.change()})}},
                         (isUndo ? QStringLiteral("Undo: ") : QStringLiteral("Redo: ")) + target.description);
    } else {
        const Change change = event.change();
        made = nextEvent(change.type, change.payload, Changes::describe(mBattle, change));
        if (Changes::isUndoable(change.type))
            made.undo = Changes::inverse(mBattle, change);
    }
    // The same event, played elsewhere: a retried send is recorded once.
    made.id = event.id;
    made.author = event.author;
    made.time = event.time;
    const Event &committed = commit(made);
    moved.insert(event.seq, committed.seq);
    return committed;
}

QString BattleSession::undoText() const
{
    return mUndo.isEmpty() ? QString() : target(mUndo.last()).description;
}

QString BattleSession::redoText() const
{
    return mRedo.isEmpty() ? QString() : target(mRedo.last()).description;
}

} // namespace adjutant::core
