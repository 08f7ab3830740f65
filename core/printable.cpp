// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/printable.h"

#include "core/textlimits.h"

namespace adjutant::core {

namespace {
bool needsEscape(char16_t c)
{
    // C0 controls and DEL, C1 controls, and the Unicode line and paragraph separators.
    return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029;
}
} // namespace

QString printable(QStringView text)
{
    QString result;
    result.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() &&
            QChar::isLowSurrogate(text[i + 1].unicode())) {
            result += text[i];
            result += text[++i];
            continue;
        }
        if (c == u'\n')
            result += QLatin1String("\\n");
        else if (c == u'\r')
            result += QLatin1String("\\r");
        else if (c == u'\t')
            result += QLatin1String("\\t");
        else if (needsEscape(c) || QChar::isSurrogate(c))
            result += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            result += text[i];
    }
    return result;
}

QString printableName(const QString &name)
{
    return printable(TextLimits::shortened(name));
}

} // namespace adjutant::core
