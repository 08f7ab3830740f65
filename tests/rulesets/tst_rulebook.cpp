// SPDX-License-Identifier: GPL-3.0-or-later
// Rule tables with provenance (docs/rulesets/README.md): loading, gaps, the user's overrides and
// the messages for malformed tables.
#include "core/error.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QTemporaryDir>
#include <QTest>

using adjutant::rulesets::MissingRuleValue;
using adjutant::rulesets::RuleBook;
using adjutant::rulesets::RuleValue;

namespace {

const QByteArray kTable = R"({
  "ruleset": "test", "table": "moves", "title": "Moves", "source": "Test: Moves",
  "values": {
    "foot": {"value": 4, "source": "Test: Moves, foot"},
    "pike": {"value": 3, "interpreted": "the row is smudged; 3 is the only value the sum allows"},
    "horse": {"missing": "the mounted rows are not in the transcription"}
  }
})";

QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const adjutant::core::Error &error) {
        return error.message();
    }
    return QStringLiteral("no error");
}

} // namespace

class TestRuleBook : public QObject
{
    Q_OBJECT

private slots:
    void provenanceOfEachCell()
    {
        const RuleBook book = RuleBook::fromDocuments(QStringLiteral("test"), {{QStringLiteral("moves.json"), kTable}});
        QCOMPARE(book.integer(QStringLiteral("moves"), QStringLiteral("foot")), 4);
        QCOMPARE(book.value(QStringLiteral("moves"), QStringLiteral("foot")).status, RuleValue::Status::Source);
        QCOMPARE(book.integer(QStringLiteral("moves"), QStringLiteral("pike")), 3);
        QCOMPARE(book.value(QStringLiteral("moves"), QStringLiteral("pike")).status, RuleValue::Status::Interpreted);
        QCOMPARE(book.gaps().size(), 2);
    }

    // A missing value is never guessed: asking for it says what is missing and how to supply it.
    void missingValueSaysHowToSupplyIt()
    {
        const RuleBook book = RuleBook::fromDocuments(QStringLiteral("test"), {{QStringLiteral("moves.json"), kTable}});
        QString message;
        try {
            book.integer(QStringLiteral("moves"), QStringLiteral("horse"));
        } catch (const MissingRuleValue &missing) {
            message = missing.message();
        }
        QVERIFY2(message.contains(QStringLiteral("moves.horse")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("the mounted rows are not in the transcription")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("overrides")), qPrintable(message));
    }

    void overridesFillGaps()
    {
        RuleBook book = RuleBook::fromDocuments(QStringLiteral("test"), {{QStringLiteral("moves.json"), kTable}});
        book.applyOverrides(R"({"ruleset": "test", "values": {"moves": {"horse": {"value": 5, "source": "my copy, p. 40"}}}})",
                            QStringLiteral("overrides.json"));
        QCOMPARE(book.integer(QStringLiteral("moves"), QStringLiteral("horse")), 5);
        QCOMPARE(book.value(QStringLiteral("moves"), QStringLiteral("horse")).status, RuleValue::Status::User);
        QCOMPARE(book.value(QStringLiteral("moves"), QStringLiteral("horse")).source, QStringLiteral("my copy, p. 40"));
        QCOMPARE(book.gaps().size(), 1);
    }

    // What a procedure works out from the cells is kept for the book's life, read again once the
    // book is changed, and a missing value is never kept: it throws every time.
    void derivedValuesAreKeptUntilTheBookChanges()
    {
        RuleBook book = RuleBook::fromDocuments(QStringLiteral("test"),
                                                {{QStringLiteral("moves.json"), kTable}});
        static const char kTag = 0;
        int made = 0;
        auto read = [&](const QString &key) {
            return book.derived<int>(&kTag, key, [&] {
                ++made;
                return book.integer(QStringLiteral("moves"), key) * 10;
            });
        };
        QCOMPARE(read(QStringLiteral("foot")), 40);
        QCOMPARE(read(QStringLiteral("foot")), 40);
        QCOMPARE(made, 1);
        QCOMPARE(read(QStringLiteral("pike")), 30); // another key, made apart
        QCOMPARE(made, 2);
        static const char kOtherTag = 0;
        // Another tag, kept apart from the first.
        QCOMPARE(book.derived<int>(&kOtherTag, QStringLiteral("foot"), [] { return 7; }), 7);
        for (int attempt = 0; attempt < 2; ++attempt)
            QVERIFY_THROWS_EXCEPTION(MissingRuleValue, read(QStringLiteral("horse")));
        QCOMPARE(made, 4);
        const RuleBook copy = book; // shares what is kept until one of them changes
        book.applyOverrides(
            R"({"ruleset": "test", "values": {"moves": {"foot": {"value": 5, "source": "my copy"}, "horse": {"value": 6, "source": "my copy"}}}})",
            QStringLiteral("overrides.json"));
        QCOMPARE(read(QStringLiteral("foot")), 50);
        QCOMPARE(read(QStringLiteral("horse")), 60);
        QCOMPARE(made, 6);
        QCOMPARE(copy.derived<int>(&kTag, QStringLiteral("foot"), [] { return -1; }), 40);
    }

    // A rule set whose resources hold no tables folder yet has an empty book, not an error.
    void aRulesetWithoutTablesHasAnEmptyBook()
    {
        const RuleBook book = RuleBook::load(QStringLiteral("notables"));
        QCOMPARE(book.ruleset(), QStringLiteral("notables"));
        QVERIFY(book.tables().isEmpty());
        QVERIFY(book.gaps().isEmpty());
        QVERIFY(!book.has(QStringLiteral("turn"), QStringLiteral("phases")));
    }

    void overridesFromTheEnvironment()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("overrides.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"ruleset": "fogr", "values": {"cohesionTest": {"passScore": {"value": 8, "source": "house rule"}}}})");
        file.close();
        qputenv("ADJUTANT_RULE_OVERRIDES", path.toUtf8());
        const RuleBook book = RuleBook::load(QStringLiteral("fogr"));
        qunsetenv("ADJUTANT_RULE_OVERRIDES");
        QCOMPARE(book.integer(QStringLiteral("cohesionTest"), QStringLiteral("passScore")), 8);
        // The one file is for the rule set it names: the others load as shipped.
        qputenv("ADJUTANT_RULE_OVERRIDES", path.toUtf8());
        const RuleBook other = RuleBook::load(QStringLiteral("olddessauer"));
        qunsetenv("ADJUTANT_RULE_OVERRIDES");
        QCOMPARE(other.value(QStringLiteral("morale"), QStringLiteral("shatteredAtPercentLeft")).status,
                 RuleValue::Status::Source);
    }

    void badTables_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("no source") << QByteArray(R"({"ruleset": "test", "table": "t", "title": "T", "source": "S", "values": {"a": {"value": 1}}})")
                                   << "t.json.values.a.source: required";
        QTest::newRow("missing with a value") << QByteArray(R"({"ruleset": "test", "table": "t", "title": "T", "source": "S", "values": {"a": {"value": 1, "missing": "x"}}})")
                                              << "t.json.values.a.missing: a missing value has no value";
        QTest::newRow("no value") << QByteArray(R"({"ruleset": "test", "table": "t", "title": "T", "source": "S", "values": {"a": {"source": "S"}}})")
                                  << "t.json.values.a.value: required";
        QTest::newRow("other rule set") << QByteArray(R"({"ruleset": "fogr", "table": "t", "title": "T", "source": "S", "values": {}})")
                                        << "t.json.ruleset: must be \"test\"";
        QTest::newRow("misspelt field") << QByteArray(R"({"ruleset": "test", "table": "t", "title": "T", "source": "S", "values": {"a": {"value": 1, "sauce": "S"}}})")
                                        << "sauce";
        QTest::newRow("not JSON") << QByteArray("{") << "t.json";
    }
    void badTables()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const QString got = errorOf([&] { RuleBook::fromDocuments(QStringLiteral("test"), {{QStringLiteral("t.json"), json}}); });
        QVERIFY2(got.contains(message), qPrintable(got));
    }

    void badOverrides_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown table") << QByteArray(R"({"ruleset": "test", "values": {"mvoes": {}}})") << "o.json.values.mvoes: no such rule table";
        QTest::newRow("unknown value") << QByteArray(R"({"ruleset": "test", "values": {"moves": {"camel": {"value": 1, "source": "s"}}}})")
                                       << "o.json.values.moves.camel: no such value in table moves";
        QTest::newRow("no source") << QByteArray(R"({"ruleset": "test", "values": {"moves": {"horse": {"value": 1}}}})")
                                   << "o.json.values.moves.horse.source";
    }
    void badOverrides()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        RuleBook book = RuleBook::fromDocuments(QStringLiteral("test"), {{QStringLiteral("moves.json"), kTable}});
        const QString got = errorOf([&] { book.applyOverrides(json, QStringLiteral("o.json")); });
        QVERIFY2(got.contains(message), qPrintable(got));
        // Nothing changed by a refused override.
        QVERIFY(!book.value(QStringLiteral("moves"), QStringLiteral("horse")).isAvailable());
    }

    // Found by fuzz_overrides (docs/fuzzing.md): Nieuport 1600's morale levels overridden with
    // a number were read as a list of text when its procedures were listed, and the error ended
    // the program. An override keeps the shape of the value the rule set ships.
    void overridesKeepTheShippedShape_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("a number for a list")
            << QByteArray("2") << "o.json.values.morale.levels.value: must be a list of text";
        QTest::newRow("a list of numbers")
            << QByteArray("[1, 2]") << "o.json.values.morale.levels.value: must be a list of text";
        QTest::newRow("a list of text") << QByteArray(R"(["Steady", "Gone"])") << "no error";
        QTest::newRow("an empty list") << QByteArray("[]") << "no error";
    }
    void overridesKeepTheShippedShape()
    {
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        const QByteArray table = R"({"ruleset": "test", "table": "morale", "title": "Morale",
            "source": "Test: Morale", "values": {"levels": {"value": ["Normal", "Shaken"],
            "source": "Test: Morale"}}})";
        RuleBook book = RuleBook::fromDocuments(QStringLiteral("test"), {{QStringLiteral("morale.json"), table}});
        const QString got = errorOf([&] {
            book.applyOverrides(R"({"ruleset": "test", "values": {"morale": {"levels": {"value": )" +
                                    value + R"(, "source": "my copy"}}}})",
                                QStringLiteral("o.json"));
        });
        QVERIFY2(got.startsWith(message), qPrintable(got));
        if (message != QLatin1String("no error")) // a refused file changes nothing
            QCOMPARE(book.strings(QStringLiteral("morale"), QStringLiteral("levels")),
                     QStringList({QStringLiteral("Normal"), QStringLiteral("Shaken")}));
    }

    // Found by fuzz_overrides (docs/fuzzing.md): an override of 1e10 where a whole number is read
    // was cast to int out of its range (undefined; the sanitizers' build stops on it). It is no
    // whole number here, and a value out of a procedure's range is refused by name.
    void overriddenWholeNumbers_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("beyond int")
            << QByteArray("1e10") << "rule data test: moves.horse must be a whole number";
        QTest::newRow("below int")
            << QByteArray("-1e10") << "rule data test: moves.horse must be a whole number";
        QTest::newRow("fraction") << QByteArray("2.5")
                                  << "rule data test: moves.horse must be a whole number";
        QTest::newRow("below the range")
            << QByteArray("0") << "rule data test: moves.horse must be from 1 to 6";
        QTest::newRow("above the range")
            << QByteArray("7") << "rule data test: moves.horse must be from 1 to 6";
        QTest::newRow("in the range") << QByteArray("6") << "no error";
    }
    void overriddenWholeNumbers()
    {
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        RuleBook book = RuleBook::fromDocuments(QStringLiteral("test"),
                                                {{QStringLiteral("moves.json"), kTable}});
        book.applyOverrides(R"({"ruleset": "test", "values": {"moves": {"horse": {"value": )" +
                                value + R"(, "source": "my copy"}}}})",
                            QStringLiteral("o.json"));
        QCOMPARE(
            errorOf([&] { book.integer(QStringLiteral("moves"), QStringLiteral("horse"), 1, 6); }),
            message);
    }

    // Every table shipped loads, and every cell says where it comes from.
    void shippedTablesAreValid()
    {
        const RuleBook book = RuleBook::load(QStringLiteral("fogr"));
        QVERIFY(book.tables().contains(QStringLiteral("cohesionTest")));
        for (const QString &table : book.tables()) {
            QVERIFY2(!book.tableSource(table).isEmpty(), qPrintable(table));
            for (const QString &key : book.keys(table)) {
                const RuleValue &cell = book.value(table, key);
                if (cell.status == RuleValue::Status::Source)
                    QVERIFY2(cell.source.startsWith(QStringLiteral("FoGR")), qPrintable(table + QLatin1Char('.') + key));
                else
                    QVERIFY2(!cell.reason.isEmpty(), qPrintable(table + QLatin1Char('.') + key));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRuleBook)
#include "tst_rulebook.moc"
