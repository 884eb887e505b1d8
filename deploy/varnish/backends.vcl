# The instances behind deploy/varnish/xnews.vcl, and who may purge: this file is the operator's,
# xnews.vcl includes it unchanged. This one is for docker-compose.yml's two app replicas, which
# Docker's DNS names xnews-app-1 and xnews-app-2 (Varnish resolves a backend's name once, when
# the VCL loads, and refuses one that names several addresses, like the service's "app").

probe xnews_ready {
    # Ready once migrated and serving (server/api/health-routes.ts); sick while it starts or stops.
    .url = "/readyz";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
}

backend app_1 {
    .host = "xnews-app-1";
    .port = "3000";
    .probe = xnews_ready;
    .connect_timeout = 3s;
    .first_byte_timeout = 30s;
}

backend app_2 {
    .host = "xnews-app-2";
    .port = "3000";
    .probe = xnews_ready;
    .connect_timeout = 3s;
    .first_byte_timeout = 30s;
}

sub vcl_init {
    new xnews = directors.round_robin();
    xnews.add_backend(app_1);
    xnews.add_backend(app_2);
}

# The instances' purges (EDGE_PURGE_URL=http://varnish:6081): loopback, and the private ranges
# Docker gives compose networks. On another network, name exactly the instances' addresses.
acl purgers {
    "127.0.0.0"/8;
    "::1";
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}
