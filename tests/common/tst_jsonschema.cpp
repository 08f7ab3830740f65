// SPDX-License-Identifier: GPL-3.0-or-later
// The validator the CLI tests check adjutant-cli's outputs with (jsonschema.h): each keyword of
// the subset accepts what it should and refuses what it should, a schema outside the subset is
// refused rather than half read, and the published schemas are all within it and refuse an
// output that lost a key.
#include "clischema.h"
#include "jsonschema.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using jsonschema::JsonSchema;

namespace {

QJsonValue parse(const char *json)
{
    // Wrapped, so that a bare number or string parses too.
    const QByteArray text = QByteArray("[") + json + "]";
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON in the test: %s", json);
    return document.array().first();
}

JsonSchema schemaOf(const char *json)
{
    return JsonSchema(parse(json).toObject());
}

// An adjudicate output as small as its schema allows.
QJsonObject adjudicateOutput()
{
    return parse(R"({"schemaVersion": 1, "ruleset": "fogr", "procedure": "cohesion-test",
        "citation": "FoGR", "facts": {"passScore": 7}, "modifiers": [], "notes": [],
        "outcomes": [{"outcome": "Pass: STEADY", "probability": 0.5, "exact": "1/2", "key": "pass"},
                     {"outcome": "Drop one level: DISRUPTED", "probability": 0.5, "exact": "1/2", "key": "dropOne"}],
        "distributions": [{"name": "score", "key": "score", "mean": 7,
                           "outcomes": [{"outcome": 7, "probability": 1, "exact": "1"}]}]})")
        .toObject();
}

JsonSchema published(const QString &name)
{
    return JsonSchema::fromFile(QStringLiteral(ADJUTANT_SCHEMA_DIR "/%1.schema.json").arg(name));
}

} // namespace

class TestJsonSchema : public QObject
{
    Q_OBJECT

private slots:
    void keywords_data();
    void keywords();
    void schemasOutsideTheSubsetAreRefused_data();
    void schemasOutsideTheSubsetAreRefused();
    void everyPublishedSchemaIsWithinTheSubset();
    void theAdjudicateSchemaRefusesAnOutputThatLostAKey_data();
    void theAdjudicateSchemaRefusesAnOutputThatLostAKey();
    void everyCommandHasItsSchema_data();
    void everyCommandHasItsSchema();
};

void TestJsonSchema::keywords_data()
{
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("problem"); // empty: valid; else a part of the one problem expected

    auto row = [](const char *name, const char *schema, const char *document, const char *problem) {
        QTest::newRow(name) << QString::fromUtf8(schema) << QString::fromUtf8(document)
                            << QString::fromUtf8(problem);
    };
    row("type string accepts a string", R"({"type": "string"})", R"("x")", "");
    row("type string refuses a number", R"({"type": "string"})", "1",
        "$: is an integer, not string");
    row("type integer accepts 3", R"({"type": "integer"})", "3", "");
    row("type integer refuses 3.5", R"({"type": "integer"})", "3.5", "$: is a number, not integer");
    row("type number accepts an integer", R"({"type": "number"})", "3", "");
    row("type boolean refuses null", R"({"type": "boolean"})", "null", "$: is null, not boolean");
    row("type list accepts either", R"({"type": ["string", "null"]})", "null", "");
    row("type list refuses others", R"({"type": ["string", "null"]})", "false",
        "not string or null");
    row("type object refuses an array", R"({"type": "object"})", "[]",
        "$: is an array, not object");
    row("required accepts the key", R"({"type": "object", "required": ["key"]})", R"({"key": 1})",
        "");
    row("required refuses a missing key", R"({"type": "object", "required": ["key"]})",
        R"({"name": 1})", "$.key: is missing");
    row("properties check their values", R"({"properties": {"key": {"type": "string"}}})",
        R"({"key": 1})", "$.key: is an integer, not string");
    row("additionalProperties false refuses a new key",
        R"({"properties": {"key": {}}, "additionalProperties": false})", R"({"key": 1, "name": 2})",
        "$.name: is not a key of this output");
    row("additionalProperties true allows a new key",
        R"({"properties": {"key": {}}, "additionalProperties": true})", R"({"key": 1, "name": 2})",
        "");
    row("additionalProperties schema checks new keys",
        R"({"additionalProperties": {"type": "integer"}})", R"({"a": 1, "b": "2"})",
        "$.b: is a string, not integer");
    row("items check every element", R"({"type": "array", "items": {"type": "integer"}})",
        "[1, 2, \"3\"]", "$[2]: is a string, not integer");
    row("enum accepts a member", R"({"enum": ["pdf", "html"]})", R"("pdf")", "");
    row("enum refuses a stranger", R"({"enum": ["pdf", "html"]})", R"("doc")",
        R"($: "doc" is not one of ["pdf","html"])");
    row("const accepts its value", R"({"const": 1})", "1", "");
    row("const refuses another", R"({"const": 1})", "2", "$: is 2, not 1");
    row("minimum accepts the bound", R"({"minimum": 0})", "0", "");
    row("minimum refuses below", R"({"minimum": 0})", "-0.5", "$: -0.5 is less than the minimum 0");
    row("ref checks against the def",
        R"({"$defs": {"key": {"type": "string"}}, "properties": {"k": {"$ref": "#/$defs/key"}}})",
        R"({"k": 2})", "$.k: is an integer, not string");
    row("ref accepts what the def accepts",
        R"({"$defs": {"key": {"type": "string"}}, "items": {"$ref": "#/$defs/key"}})",
        R"(["a", "b"])", "");
    row("nested paths are named",
        R"({"properties": {"outcomes": {"items": {"required": ["key"]}}}})",
        R"({"outcomes": [{"key": 1}, {}]})", "$.outcomes[1].key: is missing");
}

void TestJsonSchema::keywords()
{
    QFETCH(QString, schema);
    QFETCH(QString, document);
    QFETCH(QString, problem);
    const JsonSchema validator = schemaOf(schema.toUtf8().constData());
    QCOMPARE(validator.problems(), QStringList());
    const QStringList found = validator.validate(parse(document.toUtf8().constData()));
    if (problem.isEmpty()) {
        QCOMPARE(found, QStringList());
    } else {
        QCOMPARE(found.size(), 1);
        QVERIFY2(found[0].contains(problem), qPrintable(found[0]));
    }
}

void TestJsonSchema::schemasOutsideTheSubsetAreRefused_data()
{
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("problem");
    QTest::newRow("a keyword outside the subset") << R"({"type": "string", "pattern": "^a"})"
                                                  << R"(keyword "pattern")";
    QTest::newRow("one nested in properties") << R"({"properties": {"a": {"oneOf": []}}})"
                                              << R"(#/properties/a: keyword "oneOf")";
    QTest::newRow("an unknown type") << R"({"type": "text"})"
                                     << R"("text" is no type)";
    QTest::newRow("a ref to another file") << R"({"$ref": "other.schema.json#/$defs/a"})"
                                           << "is not one of this document's $defs";
    QTest::newRow("a ref to a missing def") << R"({"$defs": {"a": {}}, "$ref": "#/$defs/b"})"
                                            << "is not one of this document's $defs";
    QTest::newRow("a boolean schema") << R"({"items": true})"
                                      << "booleans are outside the subset";
    QTest::newRow("required not a list of names") << R"({"required": "key"})"
                                                  << "must be an array of names";
}

void TestJsonSchema::schemasOutsideTheSubsetAreRefused()
{
    QFETCH(QString, schema);
    QFETCH(QString, problem);
    const JsonSchema validator = schemaOf(schema.toUtf8().constData());
    QVERIFY(!validator.problems().isEmpty());
    QVERIFY2(validator.problems().join(QLatin1Char('\n')).contains(problem),
             qPrintable(validator.problems().join(QLatin1Char('\n'))));
    // ... and such a schema passes nothing, not even what it would accept.
    QVERIFY(!validator.validate(QJsonValue(QStringLiteral("a"))).isEmpty());
}

void TestJsonSchema::everyPublishedSchemaIsWithinTheSubset()
{
    const QStringList files =
        QDir(QStringLiteral(ADJUTANT_SCHEMA_DIR)).entryList({QStringLiteral("*.schema.json")});
    QVERIFY(files.size() >= 10);
    for (const QString &file : files) {
        const JsonSchema schema = published(file.chopped(int(qstrlen(".schema.json"))));
        QVERIFY2(
            schema.problems().isEmpty(),
            qPrintable(file + QStringLiteral(": ") + schema.problems().join(QLatin1Char('\n'))));
    }
    QVERIFY(!published(QStringLiteral("no-such-output")).problems().isEmpty());
}

void TestJsonSchema::theAdjudicateSchemaRefusesAnOutputThatLostAKey_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("problem");
    QTest::newRow("as it is") << QString() << QString();
    QTest::newRow("no schemaVersion") << "schemaVersion"
                                      << "$.schemaVersion: is missing";
    QTest::newRow("another schemaVersion") << "schemaVersion=2"
                                           << "$.schemaVersion: is 2, not 1";
    QTest::newRow("an outcome without its key") << "outcomes[1].key"
                                                << "$.outcomes[1].key: is missing";
    QTest::newRow("a distribution without its key") << "distributions[0].key"
                                                    << "$.distributions[0].key: is missing";
    QTest::newRow("a key of no schema") << "spanishHits=1"
                                        << "$.spanishHits: is not a key of this output";
}

void TestJsonSchema::theAdjudicateSchemaRefusesAnOutputThatLostAKey()
{
    QFETCH(QString, change);
    QFETCH(QString, problem);
    QJsonObject output = adjudicateOutput();
    if (change == QLatin1String("schemaVersion")) {
        output.remove(change);
    } else if (change.contains(QLatin1Char('='))) {
        output.insert(change.section(QLatin1Char('='), 0, 0),
                      change.section(QLatin1Char('='), 1).toInt());
    } else if (!change.isEmpty()) {
        const QString list = change.section(QLatin1Char('['), 0, 0);
        const int index =
            change.section(QLatin1Char('['), 1).section(QLatin1Char(']'), 0, 0).toInt();
        QJsonArray array = output.value(list).toArray();
        QJsonObject element = array[index].toObject();
        element.remove(change.section(QLatin1Char('.'), -1));
        array[index] = element;
        output.insert(list, array);
    }
    const QStringList found = published(QStringLiteral("adjudicate")).validate(output);
    if (problem.isEmpty())
        QCOMPARE(found, QStringList());
    else
        QCOMPARE(found, QStringList{problem});
    // The CLI tests' check says the same of the printed output.
    const QStringList args{QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                           QStringLiteral("cohesion-test"), QStringLiteral("-")};
    const QStringList cli = jsonschema::checkCliOutput(args, 0, QJsonDocument(output).toJson());
    QCOMPARE(cli.size(), found.size());
    QCOMPARE(jsonschema::checkCliOutput(args, 1, QJsonDocument(output).toJson()),
             QStringList());                                       // a refusal prints none
    QCOMPARE(jsonschema::checkCliOutput(args, 0, "[]").size(), 1); // a list is no output of ours
}

void TestJsonSchema::everyCommandHasItsSchema_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("schema");
    auto row = [](const QStringList &args, const char *schema) {
        QTest::addRow("%s", qPrintable(args.join(QLatin1Char(' '))))
            << args << QString::fromLatin1(schema);
    };
    row({QStringLiteral("new"), QStringLiteral("b.adjutant")}, "step");
    row({QStringLiteral("undo"), QStringLiteral("b.adjutant")}, "step");
    row({QStringLiteral("log"), QStringLiteral("b.adjutant")}, "log");
    row({QStringLiteral("log"), QStringLiteral("--text"), QStringLiteral("b.adjutant")}, "");
    row({QStringLiteral("export"), QStringLiteral("b.adjutant")}, "");
    row({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("melee"),
         QStringLiteral("-")},
        "adjudicate");
    row({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("melee"),
         QStringLiteral("--example")},
        "");
    row({QStringLiteral("measure"), QStringLiteral("--help")}, "");
    row({QStringLiteral("club"), QStringLiteral("result"), QStringLiteral("service=x"),
         QStringLiteral("R1")},
        "club-round");
    row({QStringLiteral("club"), QStringLiteral("standings"), QStringLiteral("service=x")},
        "club-standings");
    row({QStringLiteral("club"), QStringLiteral("standings"), QStringLiteral("service=x"),
         QStringLiteral("--csv")},
        "");
}

void TestJsonSchema::everyCommandHasItsSchema()
{
    QFETCH(QStringList, args);
    QFETCH(QString, schema);
    QCOMPARE(jsonschema::cliSchemaFor(args), schema);
    if (!schema.isEmpty())
        QVERIFY(published(schema).problems().isEmpty());
}

QTEST_GUILESS_MAIN(TestJsonSchema)
#include "tst_jsonschema.moc"
