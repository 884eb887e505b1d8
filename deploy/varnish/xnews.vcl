vcl 4.1;

# xnews behind Varnish 7 (decisions 037 and 038): pages, API answers, feeds and sitemaps are
# kept by the origin's Cache-Control and filed under its surrogate keys, so that the purge a
# content change queues (EDGE_PURGE=varnish) drops exactly the copies it touched. One reader's
# own answers are never kept. It needs varnish-modules (xkey); directors, std and cookie come
# with Varnish. It runs unchanged in front of any set of instances: backends.vcl, beside this
# file, names them (a round-robin director called xnews) and who may purge (acl purgers).

import cookie;
import directors;
import std;
import xkey;

include "backends.vcl";

sub vcl_recv {
    set req.backend_hint = xnews.backend();
    # Our own markers: a client never sets them.
    if (req.restarts == 0) {
        unset req.http.xnews-stale;
        unset req.http.xnews-encoding;
        unset req.http.xnews-page-size;
        unset req.http.xnews-theme;
        unset req.http.xnews-text-size;
    }

    # A purge (EDGE_PURGE_URL points here) names its keys in the xkey header. Soft: the objects
    # turn stale rather than vanish, so the next reader gets one while it is fetched anew in the
    # background, and a failing origin still has them to serve (stale-if-error).
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "A purge names its surrogate keys in the xkey header"));
        }
        set req.http.xnews-purged = xkey.softpurge(req.http.xkey);
        return (synth(200, "Invalidated " + req.http.xnews-purged + " objects"));
    }

    # Prometheus scrapes each instance directly; the public never sees the metrics.
    if (req.url ~ "^/metrics(\?|$)") {
        return (synth(404, "Not Found"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # One reader's own: the account, session and desk APIs, the sign-in flows, the account pages,
    # saved stories, For you, the desk, a newsletter mail's token pages, the language and colour
    # scheme and text size choices and the redirects that read the language cookie. Passed with every cookie, as the origin needs them.
    if (req.url ~ "^/api/(desk|ops|ingest|public/users|public/auth|public/newsletter)(/|\?|$)" ||
        req.url ~ "^/(auth|user|oauth2)(/|\?|$)" ||
        req.url ~ "^/[a-z]{2}/(user|profile|saved|desk|language|theme|text-size)(/|\?|$)" ||
        req.url ~ "^/[a-z]{2}/news/list/foryou(/|\?|$)" ||
        req.url ~ "^/[a-z]{2}/newsletter/(confirm|preferences|unsubscribe)(/|\?|$)" ||
        req.url ~ "^/([a-z]{2}/)?(login|signup|profile|restaurant/boss)(/|\?|$)" ||
        req.url ~ "^/(\?|$)" ||
        req.url ~ "^/(test|healthz|readyz)(/|\?|$)") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }

    # Only the session cookie (a signed-in reader: passed), the list page size and the chosen
    # colour scheme and text size (all part of the page, decision 039) matter to a shared page;
    # every other cookie would only split the anonymous reader's copy. The page size is hashed as
    # the origin keys its own cache: the cookie's size, else a phone's 4, else the desktop's 9
    # (server/bff/page-size.ts); the scheme and the text size as chosen, or none (the shared page).
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        if (cookie.isset("access_token")) {
            return (pass);
        }
        # Exactly the origin's values, or none: the origin must render what is hashed.
        if (cookie.get("xn_ps") ~ "^[45679]$") {
            set req.http.xnews-page-size = cookie.get("xn_ps");
        }
        if (cookie.get("xn_theme") ~ "^(light|dark)$") {
            set req.http.xnews-theme = cookie.get("xn_theme");
        }
        if (cookie.get("xn_size") ~ "^(large|larger)$") {
            set req.http.xnews-text-size = cookie.get("xn_size");
        }
        # The origin is passed those alone, in one order.
        set req.http.Cookie = "";
        if (req.http.xnews-page-size) {
            set req.http.Cookie = "xn_ps=" + req.http.xnews-page-size;
        }
        if (req.http.xnews-theme) {
            set req.http.Cookie = req.http.Cookie + "; xn_theme=" + req.http.xnews-theme;
        }
        if (req.http.xnews-text-size) {
            set req.http.Cookie = req.http.Cookie + "; xn_size=" + req.http.xnews-text-size;
        }
        # Only what was kept, without the separator a missing page size left first.
        set req.http.Cookie = regsub(req.http.Cookie, "^; ", "");
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }
    if (!req.http.xnews-page-size && (req.http.Sec-CH-UA-Mobile == "?1" || req.http.User-Agent ~ "(?i)Mobi|Android|iPhone")) {
        set req.http.xnews-page-size = "4";
    } else if (!req.http.xnews-page-size) {
        set req.http.xnews-page-size = "9";
    }

    # The origin answers brotli, gzip or plain HTML (Vary: Accept-Encoding): three copies at most.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } else if (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    # A stored image comes as AVIF, WebP or JPEG by what Accept names (Vary: Accept, decision
    # 035; a quality of 0 refuses it): three copies, not one per browser's Accept.
    if (req.url ~ "^/media/") {
        if (req.http.Accept ~ "(?i)image/avif(?!\s*;\s*q=0(\.0*)?\s*(,|$))") {
            set req.http.Accept = "image/avif";
        } else if (req.http.Accept ~ "(?i)image/webp(?!\s*;\s*q=0(\.0*)?\s*(,|$))") {
            set req.http.Accept = "image/webp";
        } else {
            unset req.http.Accept;
        }
    }
    # Varnish asks its backends for gzip alone; the origin should be asked what the reader takes.
    if (req.http.Accept-Encoding) {
        set req.http.xnews-encoding = req.http.Accept-Encoding;
    }

    # A restart keeps it, so it is set either way.
    if (req.http.xnews-stale == "refresh") {
        set req.hash_always_miss = true;
    } else {
        set req.hash_always_miss = false;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.http.xnews-page-size);
    # Chosen or not: a reader who chose neither gets the copy every anonymous reader shares.
    hash_data(req.http.xnews-theme);
    hash_data(req.http.xnews-text-size);
    # The encoding too: Varnish's gzip support leaves Accept-Encoding out of its Vary matching,
    # and would hand a brotli copy to a reader that takes only gzip.
    hash_data(req.http.xnews-encoding);
}

sub vcl_hit {
    if (obj.ttl >= 0s) {
        return (deliver);
    }
    # Stale: within the stale-while-revalidate the origin allowed, served while a background
    # fetch refreshes it; beyond it, only while the origin is down or failing (stale-if-error).
    if (req.http.xnews-stale == "fallback" || !std.healthy(req.backend_hint)) {
        return (deliver);
    }
    if (obj.ttl + std.duration(obj.http.xnews-swr + "s", 0s) >= 0s) {
        return (deliver);
    }
    set req.http.xnews-stale = "refresh";
    return (restart);
}

sub vcl_backend_fetch {
    # The origin renders a page whose content changed anew for us, rather than hand over the
    # changed copy it gives a reader at once: we keep what we fetch (server/http/edge-key-headers.ts).
    set bereq.http.xnews-edge-fetch = "1";
    if (bereq.http.xnews-encoding) {
        set bereq.http.Accept-Encoding = bereq.http.xnews-encoding;
    } else {
        unset bereq.http.Accept-Encoding;
    }
    unset bereq.http.xnews-encoding;
    unset bereq.http.xnews-page-size;
    unset bereq.http.xnews-theme;
    unset bereq.http.xnews-text-size;
}

sub vcl_backend_response {
    # A failed refresh keeps the stale copy it would replace: abandoned, the reader gets that.
    if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.xnews-stale == "refresh")) {
        return (abandon);
    }
    # Never kept: what sets a cookie, what the origin says is one reader's own or not to keep,
    # and what it gives no shared lifetime.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache" || !beresp.http.Cache-Control || beresp.ttl <= 0s) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # beresp.ttl is the origin's s-maxage, and beresp.grace its stale-while-revalidate. An object
    # is kept as long as stale-if-error allows, to be served when the origin fails; the
    # stale-while-revalidate window is remembered with it for vcl_hit.
    set beresp.http.xnews-swr = beresp.grace;
    if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1") + "s", beresp.grace);
    }
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    return (deliver);
}

sub vcl_deliver {
    # A refresh of a stale copy that failed: the copy, after all (stale-if-error).
    if (resp.status >= 500 && req.http.xnews-stale == "refresh") {
        set req.http.xnews-stale = "fallback";
        return (restart);
    }
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0 && obj.ttl >= 0s) {
        set resp.http.X-Cache = "HIT";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "STALE";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are for the edge: a reader has no use for them.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.xnews-swr;
}

sub vcl_synth {
    if (resp.status == 503 && req.http.xnews-stale == "refresh") {
        set req.http.xnews-stale = "fallback";
        return (restart);
    }
}
